import { Link } from '@casino/ui/link';
import { SystemPage } from '@casino/ui/system-page';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router';
import { useService } from '../../../shared/di/react.tsx';
import { usePreloadedViewModel } from '../../../shared/di/preload.tsx';
import { SafeHtml } from '../../../shared/safe-html/SafeHtml.tsx';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { LoadFailed, Loading, money, usePageVisibility } from '../parts.tsx';
import * as styles from '../tournaments.css.ts';
import { JackpotTicker } from './JackpotTicker.tsx';
import { JackpotsViewModel } from './jackpots.vm.ts';
import { WinnerList } from './WinnerList.tsx';
import { useScreenSeo } from '../../seo/index.ts';

export * from '../wiring.ts';

export function Screen() {
  const id = Number(useParams().id);
  const vm = usePreloadedViewModel(JackpotsViewModel, `jackpot:${id}`, (jackpots) => jackpots.load(Number.isSafeInteger(id) ? id : -1));
  usePageVisibility(vm.setVisible);
  return <JackpotView vm={vm} />;
}

export const JackpotView = observer(function JackpotView({ vm }: { vm: JackpotsViewModel }) {
  const { t } = useLingui();
  const locale = useService(LocaleStore);
  const j = vm.jackpot;
  useScreenSeo(j ? { entityTitle: j.name } : vm.status === 'ready' ? { notFound: true } : undefined);
  if (vm.status === 'loading') return <Loading />;
  if (vm.status === 'failed') return <LoadFailed onRetry={() => void vm.load(vm.jackpotId)} />;
  if (!j) return <SystemPage icon="trophy" header={<Trans>Jackpot not found</Trans>} description={<Link href={locale.localize('/jackpots')}><Trans>See all jackpots</Trans></Link>} />;
  return (
    <article className={styles.page} data-jackpot={j.id}>
      <h1 dir="auto" className={styles.title}>{j.name}</h1>
      <JackpotTicker className={styles.bigAmount} value={j.amount} />
      {j.description && <SafeHtml className={styles.html} html={j.description} />}
      {j.levels.length > 0 && (
        <dl className={styles.facts}>
          {j.levels.map((level) => (
            <div key={level.name} style={{ display: 'contents' }}>
              <dt className={styles.factName}>{level.name}</dt>
              <dd className={styles.factValue}>{money(level.amount)}</dd>
            </div>
          ))}
        </dl>
      )}
      <section className={styles.page} aria-labelledby="jackpot-winners">
        <h2 id="jackpot-winners" className={styles.sectionTitle}><Trans>Winners</Trans></h2>
        {vm.winnersFailed && <p className={styles.alert} role="alert"><Trans>The winners could not be loaded. Reload the page to try again.</Trans></p>}
        {!vm.winnersFailed && vm.winners.length === 0 && <p className={styles.muted}><Trans>Nobody has won this jackpot yet.</Trans></p>}
        {vm.winners.length > 0 && <WinnerList winners={vm.winners} label={t`Winners of ${j.name}`} />}
      </section>
    </article>
  );
});
