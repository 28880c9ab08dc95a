import { FAVOURITES_CATEGORY } from '@casino/domain/games';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useService } from '../../../shared/di/react.tsx';
import { usePreloadedViewModel } from '../../../shared/di/preload.tsx';
import { HydrateWhenSeen } from '../../../shared/hydration/HydrateWhenSeen.tsx';
import { SlotView } from '../../../shared/slots/use-slot.tsx';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { FavouritesStore } from '../shared/favourites.store.ts';
import { useLike } from '../shared/use-like.ts';
import { BannerCarousel } from './BannerCarousel.tsx';
import { Skeleton } from '@casino/ui/skeleton';
import { GameRow, GameRowPlaceholder } from './GameRow.tsx';
import { HomeViewModel } from './home.vm.ts';
import { JackpotTickerSlot, TournamentsTeaserSlot, WinnersStripSlot } from '../slots.ts';
import * as styles from './home.css.ts';

export * from '../wiring.ts';

/** Rows shown while the categories load: enough to fill a phone's first screen below the banner. */
const ROW_PLACEHOLDERS = 2;

/** `/`: banners, the places other features fill, favourites for players and a row of games per category. */
export function Screen() {
  const vm = usePreloadedViewModel(HomeViewModel, 'home', (home) => home.start());
  const favourites = useService(FavouritesStore);
  useEffect(() => void favourites.load(), [favourites]);
  return <HomeView vm={vm} />;
}

export const HomeView = observer(function HomeView({ vm }: { vm: HomeViewModel }) {
  const locale = useService(LocaleStore);
  const like = useLike();
  const { t } = useLingui();
  const localize = locale.localize;
  return (
    <div className={styles.home}>
      <h1 className={styles.title}><Trans>Casino and sports betting</Trans></h1>
      {vm.bannersStatus === 'loading' ? (
        <Skeleton height="auto" className={styles.bannerShape} radius="lg" />
      ) : (
        <BannerCarousel banners={vm.banners} autoplayMs={vm.bannerSettings.autoplayMs} localize={localize} />
      )}
      {vm.favourites && (
        <GameRow title={t`Your favourites`} href={localize(`/gamehall?category=${FAVOURITES_CATEGORY}`)} games={vm.favourites.games} status={vm.favourites.status} onLike={like} />
      )}
      {vm.rowsStatus === 'failed' && <p role="alert"><Trans>The games could not be loaded. Please reload the page.</Trans></p>}
      {vm.rowsStatus === 'loading' && Array.from({ length: ROW_PLACEHOLDERS }, (_, i) => <GameRowPlaceholder key={i} />)}
      {/* a prerendered home hydrates each row when it is seen: most are below a phone's first screen */}
      {vm.rows.map((row) => (
        <HydrateWhenSeen key={row.id}>
          <GameRow title={row.category?.name} href={localize(`/gamehall/${encodeURIComponent(row.id)}`)} games={row.games} status={row.status} onLike={like} />
        </HydrateWhenSeen>
      ))}
      {/* the places other features fill load after the rows, below them: arriving late, they move nothing on the first screen */}
      <SlotView slot={JackpotTickerSlot} render={({ JackpotTickerWidget }) => <JackpotTickerWidget />} />
      <SlotView slot={TournamentsTeaserSlot} render={({ TournamentsTeaser }) => <TournamentsTeaser />} />
      <SlotView slot={WinnersStripSlot} render={({ WinnersStrip }) => <WinnersStrip />} />
    </div>
  );
});
