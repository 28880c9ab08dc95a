import { Button } from '@casino/ui/button';
import { EmptyState } from '@casino/ui/empty-state';
import { Spinner } from '@casino/ui/spinner';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { ipxUrl } from '@casino/domain/media';
import { useService } from '../../../shared/di/react.tsx';
import { usePreloadedViewModel } from '../../../shared/di/preload.tsx';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { ProvidersViewModel } from './providers.vm.ts';
import * as styles from './providers.css.ts';

export * from '../wiring.ts';

/** `/providers`: the providers' logos, each opening the hall filtered by it. */
export function Screen() {
  const vm = usePreloadedViewModel(ProvidersViewModel, 'providers', (providers) => providers.load());
  return <ProvidersView vm={vm} />;
}

export const ProvidersView = observer(function ProvidersView({ vm }: { vm: ProvidersViewModel }) {
  const locale = useService(LocaleStore);
  const { t } = useLingui();
  return (
    <section className={styles.page} aria-labelledby="providers-title">
      <h1 id="providers-title" className={styles.title}><Trans>Game providers</Trans></h1>
      {vm.status === 'loading' && <Spinner label={t`Loading`} />}
      {vm.status === 'failed' && (
        <EmptyState icon="warning" title={<Trans>The providers could not be loaded</Trans>} action={<Button onPress={() => void vm.load()}><Trans>Try again</Trans></Button>} />
      )}
      <ul className={styles.grid}>
        {vm.providers.map((p) => (
          <li key={p.sysname}>
            <Link className={styles.card} to={locale.localize(vm.hallHref(p))}>
              <img src={ipxUrl(p.logo, { width: 160, height: 80, fit: 'contain' })} width={160} height={80} alt="" loading="lazy" className={styles.logo} />
              <span>{p.name}</span>
              <span className={styles.count}><Trans>{p.gamesCount} games</Trans></span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
});
