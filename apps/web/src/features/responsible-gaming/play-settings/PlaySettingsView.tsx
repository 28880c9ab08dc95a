import {
  REALITY_CHECK_INTERVALS, SESSION_LIMIT_CHOICES, type RealityCheckInterval,
} from '@casino/domain/responsible-gaming';
import { Button } from '@casino/ui/button';
import { LazySelect as Select } from '@casino/ui/lazy-select';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import * as styles from '../responsible-gaming.css.ts';
import type { PlaySettingsViewModel } from './play-settings.vm.ts';
import { useDates } from '../../../shared/i18n/dates.ts';

const NONE = 'none';

/** The reality-check interval and the session time limit, saved together. */
export const PlaySettingsView = observer(function PlaySettingsView({ vm }: { vm: PlaySettingsViewModel }) {
  const { t } = useLingui();
  const dates = useDates();
  const minutes = (value: number) => {
    const hours = value / 60;
    return value >= 60 && value % 60 === 0 ? t`${hours} h` : t`${value} min`;
  };
  const every = (value: number) => {
    const interval = minutes(value);
    return t`Every ${interval}`;
  };
  const endsAt = vm.session?.endsAt;
  return (
    <section className={styles.section} aria-labelledby="rg-play" aria-busy={!vm.loaded} data-testid="rg-play">
      <h2 id="rg-play" className={styles.sectionTitle}><Trans>Reality check and session time limit</Trans></h2>
      <p className={styles.muted}>
        <Trans>A reality check shows how long you have played and your net result (wins minus stakes) this session. At the session time limit you are signed out everywhere and can sign in again after a one-hour break.</Trans>
      </p>
      <form className={styles.form} noValidate onSubmit={(e) => (e.preventDefault(), void vm.save())}>
        <Select
          label={t`Reality check`}
          items={REALITY_CHECK_INTERVALS.map((m) => ({ id: String(m), label: m === 0 ? t`Off` : every(m) }))}
          selectedKey={String(vm.realityCheck)}
          onSelectionChange={(key) => vm.setRealityCheck(Number(key) as RealityCheckInterval)}
        />
        <Select
          label={t`Session time limit`}
          items={[{ id: NONE, label: t`No limit` }, ...SESSION_LIMIT_CHOICES.map((m) => ({ id: String(m), label: minutes(m) }))]}
          selectedKey={vm.sessionLimit === null ? NONE : String(vm.sessionLimit)}
          onSelectionChange={(key) => vm.setSessionLimit(key === NONE ? null : Number(key))}
        />
        {endsAt != null && (
          <p className={styles.text}><SessionEnds date={dates.dateTime(endsAt)} /></p>
        )}
        <div className={styles.row}>
          <Button type="submit" variant="primary" isPending={vm.pending} pendingLabel={t`Saving`}><Trans>Save</Trans></Button>
        </div>
        {vm.notice === 'saved' && <p className={styles.muted} role="status"><Trans>Saved.</Trans></p>}
        {vm.notice === 'unavailable' && <p className={styles.text} role="alert"><Trans>We could not reach the server. Please try again.</Trans></p>}
        {vm.notice === 'failed' && <p className={styles.text} role="alert"><Trans>The change was not saved. Please try again.</Trans></p>}
      </form>
    </section>
  );
});

function SessionEnds({ date }: { date: string }) {
  return <Trans>This session ends at {date}.</Trans>;
}
