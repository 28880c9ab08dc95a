import { Card } from '@casino/ui/card';
import { ProgressBar } from '@casino/ui/progress-bar';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import type { LoyaltyStore } from '../loyalty.store.ts';
import * as styles from '../loyalty.css.ts';
import { LoadFailed, Loading, Points } from '../parts.tsx';

/** The player's points, level and progress to the next level, and every level with what it gives. */
export const LoyaltyStatus = observer(function LoyaltyStatus({ store }: { store: LoyaltyStore }) {
  const { t } = useLingui();
  if (store.status === 'loading' || store.status === 'idle') return <Loading />;
  if (store.status === 'failed' || !store.info) return <LoadFailed onRetry={() => void store.refresh()} />;
  const { info } = store;
  const next = store.nextLevel;
  return (
    <section className={styles.page} aria-labelledby="loyalty-status">
      <Card padding="md" className={styles.card}>
        <h2 id="loyalty-status" className={styles.sectionTitle}><Trans>Your status</Trans></h2>
        <p className={styles.strong} data-loyalty-points={info.points}>
          <Trans>Balance: <Points value={info.points} alias={info.pointsAlias} /></Trans>
        </p>
        {store.currentLevel && <p className={styles.muted}><Trans>Level: {store.currentLevel.name}</Trans></p>}
        {/* the level counts what play earned; after a purchase that is more than the balance: both are shown */}
        {info.statusPoints !== info.points && (
          <p className={styles.muted} data-loyalty-status-points={info.statusPoints}>
            <Trans>Earned towards your level: <Points value={info.statusPoints} alias={info.pointsAlias} /></Trans>
          </p>
        )}
        {next ? (
          <ProgressBar value={store.progress} label={t`Progress to ${next.name}`} />
        ) : (
          <p className={styles.muted}><Trans>You have reached the top level.</Trans></p>
        )}
      </Card>
      <h2 className={styles.sectionTitle}><Trans>Levels</Trans></h2>
      <ol className={styles.list}>
        {info.levels.map((level) => (
          <li key={level.id} className={level.isReached ? styles.levelReached : styles.level} aria-current={level.isCurrent ? 'step' : undefined}>
            <p className={styles.strong}>
              {level.name} — <Points value={level.pointsFrom} alias={info.pointsAlias} />
            </p>
            {level.perks.length > 0 && (
              <ul>
                {level.perks.map((perk) => <li key={perk}>{perk}</li>)}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
});
