import { Card } from '@casino/ui/card';
import { EmptyState } from '@casino/ui/empty-state';
import { Link } from '@casino/ui/link';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useService } from '../../../shared/di/react.tsx';
import { usePreloadedViewModel } from '../../../shared/di/preload.tsx';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { LoadFailed, Loading, usePageVisibility } from '../parts.tsx';
import * as styles from '../tournaments.css.ts';
import { JackpotTicker } from './JackpotTicker.tsx';
import { JackpotsViewModel } from './jackpots.vm.ts';

export * from '../wiring.ts';

export function Screen() {
  const vm = usePreloadedViewModel(JackpotsViewModel, 'jackpots', (jackpots) => jackpots.load());
  usePageVisibility(vm.setVisible);
  return <JackpotsView vm={vm} />;
}

export const JackpotsView = observer(function JackpotsView({ vm }: { vm: JackpotsViewModel }) {
  const { t } = useLingui();
  const locale = useService(LocaleStore);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}><Trans>Jackpots</Trans></h1>
      {vm.status === 'loading' && <Loading />}
      {vm.status === 'failed' && <LoadFailed onRetry={() => void vm.load()} />}
      {vm.status === 'ready' && vm.jackpots.length === 0 && <EmptyState icon="trophy" title={t`No jackpots right now`} />}
      {vm.status === 'ready' && (
        <ul className={styles.grid}>
          {vm.jackpots.map((j) => (
            <li key={j.id}>
              <Card as="article" padding="md" className={styles.card} data-jackpot={j.id}>
                <img className={styles.cardImage} src={j.imageUrl} alt="" loading="lazy" width={480} height={320} />
                <h2 className={styles.cardTitle}>
                  <Link href={locale.localize(`/jackpots/${j.id}`)}>{j.name}</Link>
                </h2>
                <JackpotTicker className={styles.amount} value={j.amount} />
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
