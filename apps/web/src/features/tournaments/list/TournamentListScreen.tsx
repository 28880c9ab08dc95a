import { EmptyState } from '@casino/ui/empty-state';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useService } from '../../../shared/di/react.tsx';
import { usePreloadedViewModel } from '../../../shared/di/preload.tsx';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { LoadFailed, Loading } from '../parts.tsx';
import * as styles from '../tournaments.css.ts';
import { TournamentCard } from './TournamentCard.tsx';
import { TournamentListViewModel } from './tournament-list.vm.ts';

export * from '../wiring.ts';

export function Screen() {
  const vm = usePreloadedViewModel(TournamentListViewModel, 'tournaments', (list) => list.load());
  return <TournamentListView vm={vm} />;
}

export const TournamentListView = observer(function TournamentListView({ vm }: { vm: TournamentListViewModel }) {
  const { t } = useLingui();
  const locale = useService(LocaleStore);
  const headings = { active: t`Running now`, future: t`Upcoming`, finished: t`Finished` };
  return (
    <section className={styles.page}>
      <h1 className={styles.title}><Trans>Tournaments</Trans></h1>
      {vm.status === 'loading' && vm.isEmpty && <Loading />}
      {vm.status === 'failed' && <LoadFailed onRetry={() => void vm.load()} />}
      {vm.status === 'ready' && vm.isEmpty && <EmptyState icon="trophy" title={t`No tournaments yet`} description={t`Come back soon: new tournaments start every week.`} />}
      {vm.sections.filter((s) => s.items.length > 0).map((section) => (
        <section key={section.key} className={styles.page} aria-labelledby={`tournaments-${section.key}`}>
          <h2 id={`tournaments-${section.key}`} className={styles.sectionTitle}>{headings[section.key]}</h2>
          <ul className={styles.grid}>
            {section.items.map((item) => (
              <li key={item.id}>
                <TournamentCard tournament={item} countdown={vm.countdown(item)} href={locale.localize(`/tournaments/${item.id}`)} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
});
