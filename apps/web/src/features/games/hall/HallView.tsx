import { FAVOURITES_CATEGORY, GAME_ART_RATIO } from '@casino/domain/games';
import { Button } from '@casino/ui/button';
import { EmptyState } from '@casino/ui/empty-state';
import { Skeleton } from '@casino/ui/skeleton';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useLike } from '../shared/use-like.ts';
import { GamesSearchButton } from '../search/GamesSearchButton.tsx';
import { GamesGrid, type GamesGridProps } from './GamesGrid.tsx';
import { HallFiltersBar } from './HallFiltersBar.tsx';
import type { GamesHallViewModel } from './hall.vm.ts';
import * as styles from './hall.css.ts';

export interface HallViewProps {
  readonly vm: GamesHallViewModel;
  /** Goes to a hall address (without the locale prefix). */
  readonly go: (href: string) => void;
  readonly localize: (path: string) => string;
  /** Shown under the heading, above the filters (the hall's banners). */
  readonly top?: ReactNode;
  /**
   * While true, `top` renders out of sight and the skeleton stands in for it and everything under it, so that what
   * `top` brings in does not push the filters and games down (see `useHold`).
   */
  readonly holdBelowTop?: boolean;
  /** The player's place in this history entry's games (see GamesGrid). */
  readonly scrollMemory?: GamesGridProps['scrollMemory'];
}

export const HallView = observer(function HallView({ vm, go, localize, top, holdBelowTop = false, scrollMemory }: HallViewProps) {
  const { t } = useLingui();
  const current = vm.categories.find((c) => c.sysname === vm.filters.category);
  const heading = vm.filters.category === FAVOURITES_CATEGORY ? t`Favourites` : (current?.name ?? t`Games hall`);
  return (
    <section className={styles.hall} aria-labelledby="hall-title">
      <div className={styles.header}>
        <h1 id="hall-title" className={styles.title}>{heading}</h1>
        <GamesSearchButton />
      </div>
      {/* one element in both states, so the banners inside do not mount again when the hold ends */}
      <div className={styles.top} hidden={holdBelowTop}>{top}</div>
      {holdBelowTop ? (
        <div aria-busy="true">
          <HallSkeleton />
        </div>
      ) : (
        <HallBody vm={vm} go={go} localize={localize} scrollMemory={scrollMemory} />
      )}
    </section>
  );
});

const HallBody = observer(function HallBody({ vm, go, localize, scrollMemory }: Omit<HallViewProps, 'top' | 'holdBelowTop'>) {
  const { t } = useLingui();
  const like = useLike();
  return (
    <>
      <HallFiltersBar vm={vm} go={go} localize={localize} />
      <div aria-busy={vm.status === 'loading'} aria-live="polite">
        {vm.status === 'loading' && <HallSkeleton />}
        {vm.status === 'failed' && (
          <EmptyState
            icon="warning"
            title={<Trans>The games could not be loaded</Trans>}
            description={<Trans>Check your connection and try again.</Trans>}
            action={<Button onPress={() => void vm.retry()}><Trans>Try again</Trans></Button>}
          />
        )}
        {vm.status === 'ready' && vm.games.length === 0 && (
          <EmptyState
            title={vm.filters.category === FAVOURITES_CATEGORY ? <Trans>No favourites yet</Trans> : <Trans>No games match these filters</Trans>}
            description={vm.filters.category === FAVOURITES_CATEGORY ? <Trans>Press the heart on a game to keep it here.</Trans> : <Trans>Try other providers or another category.</Trans>}
            action={<Button variant="secondary" onPress={() => go('/gamehall')}><Trans>Show all games</Trans></Button>}
          />
        )}
      </div>
      {vm.status === 'ready' && vm.games.length > 0 && (
        <>
          <GamesGrid games={vm.games} layout={vm.settings.itemLayout} onLike={like} onNearEnd={vm.loadMore} scrollMemory={scrollMemory} />
          <div className={styles.footer}>
            <p className={styles.count}><Trans>{vm.games.length} of {vm.total} games</Trans></p>
            {vm.moreFailed && <p role="alert"><Trans>More games could not be loaded.</Trans></p>}
            {vm.hasMore && (
              <Button variant="secondary" isPending={vm.loadingMore} pendingLabel={t`Loading`} onPress={() => void vm.loadMore()}>
                {vm.moreFailed ? <Trans>Try again</Trans> : <Trans>Show more games</Trans>}
              </Button>
            )}
          </div>
        </>
      )}
    </>
  );
});

function HallSkeleton() {
  return (
    <div className={styles.skeletons} data-testid="hall-skeleton">
      {Array.from({ length: 12 }, (_, i) => <Skeleton key={i} aspectRatio={1 / GAME_ART_RATIO} radius="lg" />)}
    </div>
  );
}
