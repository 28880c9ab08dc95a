import type { PlayerQuest } from '@casino/domain/ports';
import { Button } from '@casino/ui/button';
import type { DialogContext } from '@casino/ui/dialogs';
import { ProgressBar } from '@casino/ui/progress-bar';
import { Trans, useLingui } from '@lingui/react/macro';
import * as styles from '../loyalty.css.ts';
import { Points } from '../parts.tsx';

/** `LoyaltyQuestPopup`: a quest's task, reward (in the programme's own word for its points, when known) and the player's progress. */
export function QuestPopup({ quest, alias, context }: { quest: PlayerQuest; alias: string | null; context: DialogContext }) {
  const { t } = useLingui();
  const { progress, target, rewardPoints } = quest;
  return (
    <div className={styles.popup} data-popup="LoyaltyQuestPopup">
      <img className={styles.image} src={quest.image} alt="" />
      <p dir="auto">{quest.description}</p>
      <p className={styles.strong}><Trans>Reward: <Points value={rewardPoints} alias={alias} /></Trans></p>
      {quest.status === 'locked' && <p className={styles.muted}><Trans>Complete the quest before this one to unlock it.</Trans></p>}
      {quest.status === 'completed' && <p className={styles.muted}><Trans>Done! The reward is yours.</Trans></p>}
      {quest.status === 'active' && <ProgressBar value={progress} maxValue={target} label={t`Progress`} valueLabel={`${progress} / ${target}`} />}
      <Button variant="primary" onPress={() => context.close(undefined)} autoFocus>
        <Trans>OK</Trans>
      </Button>
    </div>
  );
}
