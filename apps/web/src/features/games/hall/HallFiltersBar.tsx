import { FAVOURITES_CATEGORY } from '@casino/domain';
import { Skeleton } from '@casino/ui/skeleton';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { GamesHallViewModel } from './hall.vm.ts';
import * as styles from './hall.css.ts';

/**
 * The providers and sort pickers (react-aria's select and listbox, a third of the hall's code) come in a chunk of
 * their own, fetched beside the games: the heading, the categories and the grid do not wait for it.
 */
const LazyHallSelects = lazy(() => import('./HallSelects.tsx').then((m) => ({ default: m.HallSelects })));

/** Holds the pickers' place (label and field) so that nothing moves when they arrive. */
function FiltersSkeleton() {
  return (
    <>
      <Skeleton width={150} height={65} />
      <Skeleton width={150} height={65} />
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
        <ul className={styles.categories}>
          {categories.map((c) => (
            <li key={c.key ?? 'all'}>
              <Link className={styles.category} to={localize(vm.hrefFor({ category: c.key }))} aria-current={vm.filters.category === c.key ? 'page' : undefined}>
                {c.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.filters}>
        <Suspense fallback={<FiltersSkeleton />}>
          <LazyHallSelects vm={vm} go={go} />
        </Suspense>
      </div>
    </>
  );
});
