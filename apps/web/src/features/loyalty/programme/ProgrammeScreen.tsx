import { Badge } from '@casino/ui/badge';
import { Button } from '@casino/ui/button';
import { Link } from '@casino/ui/link';
import { SystemPage } from '@casino/ui/system-page';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useService, useViewModel } from '../../../shared/di/react.tsx';
import { Dialogs } from '../../../shared/services/overlays.ts';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import * as styles from '../loyalty.css.ts';
import { LoadFailed, Loading } from '../parts.tsx';
import { LoyaltyStore } from '../loyalty.store.ts';
import { ProgrammeViewModel } from './programme.vm.ts';
import { QuestPopup } from './QuestPopup.tsx';

export * from '../wiring.ts';

export function Screen() {
  const vm = useViewModel(ProgrammeViewModel);
  const sysname = useParams().sysname ?? '';
  useEffect(() => void vm.load(sysname), [vm, sysname]);
  return <ProgrammeView vm={vm} />;
}

export const ProgrammeView = observer(function ProgrammeView({ vm }: { vm: ProgrammeViewModel }) {
  const { t } = useLingui();
  const locale = useService(LocaleStore);
  const dialogs = useService<Dialogs>(Dialogs);
  // the programme's word for its points, known once a player's loyalty account is loaded
  const alias = useService(LoyaltyStore).info?.pointsAlias ?? null;
  if (vm.status === 'loading') return <Loading />;
  if (vm.status === 'failed') return <LoadFailed onRetry={() => void vm.load(vm.sysname)} />;
  const programme = vm.programme;
  if (!programme) return <SystemPage icon="star" header={<Trans>Programme not found</Trans>} description={<Link href={locale.localize('/loyalty')}><Trans>See the loyalty programme</Trans></Link>} />;
  const status = { locked: t`Locked`, active: t`In progress`, completed: t`Done` };
  return (
    <article className={styles.page}>
      <h1 dir="auto" className={styles.title}>{programme.name}</h1>
      <p dir="auto" className={styles.muted}>{programme.description}</p>
      <h2 className={styles.sectionTitle}><Trans>Quests</Trans></h2>
      <ol className={styles.list}>
        {programme.quests.map((quest) => (
          <li key={quest.id} className={styles.row} data-quest={quest.sysname}>
            <Button variant="ghost" onPress={() => dialogs.open({ size: 'small', title: quest.name, render: (context) => <QuestPopup quest={quest} alias={alias} context={context} /> })}>
              {quest.name}
            </Button>
            <Badge tone={quest.status === 'completed' ? 'success' : quest.status === 'active' ? 'info' : 'neutral'}>{status[quest.status]}</Badge>
            <span className={styles.muted}>{quest.progress} / {quest.target}</span>
          </li>
        ))}
      </ol>
    </article>
  );
});
