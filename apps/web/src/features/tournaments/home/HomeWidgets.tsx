import { Card } from '@casino/ui/card';
import { Link } from '@casino/ui/link';
import { Trans } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { usePreloadedViewModel } from '../../../shared/di/preload.tsx';
import { useService } from '../../../shared/di/react.tsx';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { JackpotTicker } from '../jackpots/JackpotTicker.tsx';
import { JackpotsViewModel } from '../jackpots/jackpots.vm.ts';
import { WinnerList } from '../jackpots/WinnerList.tsx';
import { TournamentCard } from '../list/TournamentCard.tsx';
import { TournamentListViewModel } from '../list/tournament-list.vm.ts';
import { Loading, usePageVisibility } from '../parts.tsx';
import * as styles from '../tournaments.css.ts';
import { WinnersViewModel } from '../winners/winners.vm.ts';

export * from '../wiring.ts';

/**
 * Home page widgets of this feature, loaded as one lazy chunk (it fills the games feature's home slots). Their first
 * loads go through the preload scope, so a prerendered home page carries them and hydrates without loading them again.
 */

const TEASER_COUNT = 3;
const STRIP_COUNT = 6;

/** A failed widget says so and links to its page instead of leaving a hole in the home page. */
function Unavailable({ href }: { href: string }) {
  return (
    <p className={styles.muted}>
      <Trans>Not available right now.</Trans> <Link href={href}><Trans>Open the page</Trans></Link>
    </p>
  );
}

export const JackpotTickerWidget = observer(function JackpotTickerWidget() {
  const vm = usePreloadedViewModel(JackpotsViewModel, 'home:jackpots', (jackpots) => jackpots.load());
  const locale = useService(LocaleStore);
  usePageVisibility(vm.setVisible);
  const top = vm.jackpots[0];
  return (
    <Card as="section" padding="md" className={styles.card} aria-labelledby="home-jackpot">
      <h2 id="home-jackpot" className={styles.cardTitle}><Trans>Jackpot</Trans></h2>
      {vm.status === 'loading' && <Loading />}
      {vm.status === 'failed' && <Unavailable href={locale.localize('/jackpots')} />}
      {top && <JackpotTicker className={styles.bigAmount} value={top.amount} />}
      <Link href={locale.localize('/jackpots')}><Trans>All jackpots</Trans></Link>
    </Card>
  );
});

export const TournamentsTeaser = observer(function TournamentsTeaser() {
  const vm = usePreloadedViewModel(TournamentListViewModel, 'home:tournaments', (list) => list.load());
  const locale = useService(LocaleStore);
  const items = vm.sections.filter((s) => s.key !== 'finished').flatMap((s) => s.items).slice(0, TEASER_COUNT);
  return (
    <section className={styles.page} aria-labelledby="home-tournaments">
      <h2 id="home-tournaments" className={styles.sectionTitle}><Trans>Tournaments</Trans></h2>
      {vm.status === 'loading' && vm.isEmpty && <Loading />}
      {vm.status === 'failed' && <Unavailable href={locale.localize('/tournaments')} />}
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.id}>
            <TournamentCard tournament={item} countdown={vm.countdown(item)} href={locale.localize(`/tournaments/${item.id}`)} />
          </li>
        ))}
      </ul>
      <Link href={locale.localize('/tournaments')}><Trans>See all tournaments</Trans></Link>
    </section>
  );
});

export const WinnersStrip = observer(function WinnersStrip() {
  const vm = usePreloadedViewModel(WinnersViewModel, 'home:winners', (winners) => winners.load());
  const locale = useService(LocaleStore);
  return (
    <section className={styles.page} aria-labelledby="home-winners">
      <h2 id="home-winners" className={styles.sectionTitle}><Trans>Latest wins</Trans></h2>
      {vm.recentStatus === 'loading' && <Loading />}
      {vm.recentStatus === 'failed' && <Unavailable href={locale.localize('/winners')} />}
      {vm.recent.length > 0 && <WinnerList winners={vm.recent.slice(0, STRIP_COUNT)} />}
      <Link href={locale.localize('/winners')}><Trans>All winners</Trans></Link>
    </section>
  );
});
