import { FAVOURITES_CATEGORY } from '@casino/domain/games';
import { Skeleton } from '@casino/ui/skeleton';
import { SnapScroller } from '@casino/ui/snap-scroller';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { Suspense, use } from 'react';
import { Link } from 'react-router';
import { HydrateWhenSeen } from '../../../shared/hydration/HydrateWhenSeen.tsx';
import { readablePromise } from '../../../shared/hydration/readable-promise.ts';
import type { GamesHallViewModel } from './hall.vm.ts';
import * as styles from './hall.css.ts';

type SelectsProps = { vm: GamesHallViewModel; go: (href: string) => void };
let selects: Promise<typeof import('./HallSelects.tsx')> | undefined;

/**
 * The providers and sort pickers (react-aria's select and listbox, a third of the hall's code) come in a chunk of
 * their own, fetched beside the games: the heading, the categories and the grid do not wait for it. A failed load is
 * forgotten, so the next render tries again.
 */
function loadSelects() {
  if (selects) return selects;
  const loading = (selects = readablePromise(import('./HallSelects.tsx')));
  loading.catch(() => (selects = undefined));
  return loading;
}

function Selects(props: SelectsProps) {
  const { HallSelects } = use(loadSelects());
  return <HallSelects {...props} />;
}

/** Holds the pickers' place (label and field) so that nothing moves when they arrive. */
function FiltersSkeleton() {
  return (
    <>
      <Skeleton width="100%" height={65} />
      <Skeleton width="100%" height={65} />
    </>
  );
}

/** Category links (the current one marked), the providers multi-select and the sort, all changing the address. */
export const HallFiltersBar = observer(function HallFiltersBar({ vm, go, localize }: { vm: GamesHallViewModel; go: (href: string) => void; localize: (p: string) => string }) {
  const { t } = useLingui();
  const categories = [
    { key: undefined, label: t`All games` },
    ...(vm.showsFavourites ? [{ key: FAVOURITES_CATEGORY, label: t`Favourites` }] : []),
    ...vm.categories.map((c) => ({ key: c.sysname, label: c.name })),
  ];
  return (
    <>
      <nav aria-label={t`Game categories`}>
        {/* One row that scrolls sideways: wrapped, a dozen categories took five rows of a phone's screen before any
            game, and the row grew as they arrived and pushed the games down. "All games" is there from the first
            render, so the row has its height before the categories load. */}
        <SnapScroller snap="proximity" gap="sm">
          {categories.map((c) => (
            <Link key={c.key ?? 'all'} className={styles.category} to={localize(vm.hrefFor({ category: c.key }))} aria-current={vm.filters.category === c.key ? 'page' : undefined}>
              {c.label}
            </Link>
          ))}
        </SnapScroller>
      </nav>
      <div className={styles.filters}>
        {/* a prerendered hall hydrates them at the player's first interaction: on a phone, hydrating react-aria's
            selects was a long task of its own while the page started, before anyone reached for them */}
        <HydrateWhenSeen on="interaction" load={loadSelects}>
          <Suspense fallback={<FiltersSkeleton />}>
            <Selects vm={vm} go={go} />
          </Suspense>
        </HydrateWhenSeen>
      </div>
    </>
  );
});
