import type { ExclusionPeriodId } from '@casino/domain/responsible-gaming';
import { Button } from '@casino/ui/button';
import { Checkbox } from '@casino/ui/checkbox';
import { PasswordField } from '@casino/ui/password-field';
import { LazySelect as Select } from '@casino/ui/lazy-select';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import * as styles from '../responsible-gaming.css.ts';
import { EXCLUSION_PERIOD_NAMES } from '../texts.ts';
import type { ExclusionOutcome, ExclusionViewModel } from './exclusion.vm.ts';
import { useDates } from '../../../shared/i18n/dates.ts';

/**
 * A time-out or a self-exclusion form: the period, when it would end, the password. `onExcluded` follows a
 * successful request (the page signs the player out everywhere).
 */
export const ExclusionView = observer(function ExclusionView({ vm, now, onOutcome }: { vm: ExclusionViewModel; now: number; onOutcome: (outcome: ExclusionOutcome) => void }) {
  const { t, i18n } = useLingui();
  const dates = useDates();
  const timeout = vm.kind === 'timeout';
  const id = `rg-${vm.kind}`;
  const end = vm.endsAt(now);
  const problem = vm.problem;
  return (
    <section className={styles.section} aria-labelledby={id} data-testid={id}>
      <h2 id={id} className={styles.sectionTitle}>{timeout ? <Trans>Take a time-out</Trans> : <Trans>Self-exclusion</Trans>}</h2>
      <p className={styles.muted}>
        {timeout
          ? <Trans>A short break from 24 hours to 6 weeks. It starts at once, signs you out on every device and cannot be ended early.</Trans>
          : <Trans>A longer break, up to permanent. It starts at once, signs you out on every device and cannot be ended early. When a limited self-exclusion ends, you can come back after a further 24 hours.</Trans>}
      </p>
      <form className={styles.form} noValidate onSubmit={(e) => (e.preventDefault(), void vm.submit().then(onOutcome))}>
        <Select
          label={timeout ? t`Length of the time-out` : t`Length of the self-exclusion`}
          items={vm.periods.map((p) => ({ id: p, label: i18n._(EXCLUSION_PERIOD_NAMES[p]) }))}
          selectedKey={vm.period}
          onSelectionChange={(key) => vm.setPeriod(String(key) as ExclusionPeriodId)}
        />
        <p className={styles.text}>
          {end === null
            ? <Trans>Permanent: support cannot reverse it.</Trans>
            : <EndsOn date={dates.dateTime(end)} />}
        </p>
        {!timeout && (
          <Checkbox isSelected={vm.understood} onChange={vm.setUnderstood}>
            <Trans>I understand that the self-exclusion cannot be ended early.</Trans>
          </Checkbox>
        )}
        <PasswordField
          label={t`Your password`}
          name={`${vm.kind}-password`}
          autoComplete="current-password"
          showLabel={t`Show password`}
          value={vm.password}
          onChange={vm.setPassword}
          validationBehavior="aria"
          isInvalid={problem === 'passwordRequired' || problem === 'wrongPassword'}
          errorMessage={problem === 'wrongPassword' ? t`The password is wrong.` : t`Enter your password to confirm.`}
        />
        {problem === 'confirmRequired' && <p className={styles.text} role="alert"><Trans>Please confirm that you understand.</Trans></p>}
        {problem === 'unavailable' && <p className={styles.text} role="alert"><Trans>We could not reach the server. Please try again.</Trans></p>}
        {problem === 'failed' && <p className={styles.text} role="alert"><Trans>Your request was not accepted. Please try again.</Trans></p>}
        <div className={styles.row}>
          <Button type="submit" variant="primary" isPending={vm.pending} pendingLabel={t`Confirming`}>
            {timeout ? <Trans>Start the time-out</Trans> : <Trans>Exclude me</Trans>}
          </Button>
        </div>
      </form>
    </section>
  );
});

function EndsOn({ date }: { date: string }) {
  return <Trans>Until {date}.</Trans>;
}
