import { gamePagePath } from '@casino/domain/routing';
import { Button } from '@casino/ui/button';
import { Link } from '@casino/ui/link';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useService } from '../../../shared/di/react.tsx';
import { usePreloadedViewModel } from '../../../shared/di/preload.tsx';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { WinnerList } from '../jackpots/WinnerList.tsx';
import { Loading, money } from '../parts.tsx';
import * as styles from '../tournaments.css.ts';
import { WinnersViewModel } from './winners.vm.ts';

export * from '../wiring.ts';

export function Screen() {
  const vm = usePreloadedViewModel(WinnersViewModel, 'winners', (winners) => winners.load());
  return <WinnersView vm={vm} />;
}

function Failed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className={styles.row}>
      <p className={styles.alert}><Trans>This list could not be loaded.</Trans></p>
      <Button variant="secondary" size="sm" onPress={onRetry}><Trans>Try again</Trans></Button>
    </div>
  );
}

export const WinnersView = observer(function WinnersView({ vm }: { vm: WinnersViewModel }) {
  const { t } = useLingui();
  const locale = useService(LocaleStore);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}><Trans>Winners</Trans></h1>
      <section className={styles.page} aria-labelledby="winners-top">
        <h2 id="winners-top" className={styles.sectionTitle}><Trans>Biggest wins this week</Trans></h2>
        {vm.topStatus === 'loading' && <Loading />}
        {vm.topStatus === 'failed' && <Failed onRetry={() => void vm.load()} />}
        {vm.topStatus === 'ready' && vm.top.length === 0 && <p className={styles.muted}><Trans>No big wins this week yet.</Trans></p>}
        {vm.topStatus === 'ready' && vm.top.length > 0 && (
          <ol className={styles.list} aria-label={t`Biggest wins this week`}>
            {vm.top.map((w) => (
              <li key={w.place} className={styles.winnerItem} data-top-win={w.place}>
                <span className={styles.factValue}>{w.place}.</span>
                <img className={styles.thumb} src={w.game.imageUrl} alt="" loading="lazy" width={48} height={48} />
                <div>
                  <strong>{w.name}</strong> — <span className={styles.factValue}>{money(w.amount)}</span>
                  <div className={styles.muted}><Link href={locale.localize(gamePagePath(w.game.sysname))}>{w.game.name}</Link></div>
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className={styles.page} aria-labelledby="winners-recent">
        <h2 id="winners-recent" className={styles.sectionTitle}><Trans>Latest wins</Trans></h2>
        {vm.recentStatus === 'loading' && <Loading />}
        {vm.recentStatus === 'failed' && <Failed onRetry={() => void vm.load()} />}
        {vm.recentStatus === 'ready' && vm.recent.length === 0 && <p className={styles.muted}><Trans>No wins to show yet.</Trans></p>}
        {vm.recentStatus === 'ready' && vm.recent.length > 0 && <WinnerList winners={vm.recent} label={t`Latest wins`} />}
      </section>
    </section>
  );
});
