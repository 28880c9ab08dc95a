import { Button } from '@casino/ui/button';
import { TextField } from '@casino/ui/text-field';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useFieldText } from '../../../shared/forms/use-field-text.ts';
import { FormNoticeView } from '../kit/FormNoticeView.tsx';
import * as styles from '../profile.css.ts';
import type { TwoFactorSwitchViewModel } from './two-factor-switch.vm.ts';
import { NewCodeCountdown } from '../../../shared/view-model/NewCodeCountdown.tsx';

/** Two-factor sign-in: its state, the button that asks for a code, and the code step. */
export const TwoFactorSwitchView = observer(function TwoFactorSwitchView({ vm }: { vm: TwoFactorSwitchViewModel }) {
  const { t } = useLingui();
  const message = useFieldText();
  const codeError = message(vm.codeProblem);
  return (
    <section className={styles.content} aria-labelledby="profile-2fa">
      <h2 id="profile-2fa" className={styles.sectionTitle}><Trans>Two-factor sign-in</Trans></h2>
      <p className={styles.muted} data-two-factor={vm.enabled ? 'on' : 'off'}>
        {vm.enabled
          ? <Trans>On: signing in asks for a code we send to your login contact.</Trans>
          : <Trans>Off: turn it on to be asked for a code we send to your login contact each time you sign in.</Trans>}
      </p>
      <div className={styles.row}>
        <Button variant={vm.enabled ? 'outline' : 'primary'} onPress={() => void vm.request(!vm.enabled)} isDisabled={vm.countdown.running} isPending={vm.pending === 'request'} pendingLabel={t`Sending`}>
          {vm.enabled ? <Trans>Turn off two-factor sign-in</Trans> : <Trans>Turn on two-factor sign-in</Trans>}
        </Button>
        {/* the view-model's clock drives the count; the component shows it and says it, from the same seconds */}
        {vm.countdown.running && (
          <NewCodeCountdown seconds={vm.countdown.secondsLeft} />
        )}
      </div>
      {vm.target !== null && (
        <form className={styles.form} noValidate onSubmit={(e) => (e.preventDefault(), void vm.confirm())}>
          <TextField name="code" label={t`Code from the message`} inputMode="numeric" autoComplete="one-time-code" value={vm.code} onChange={vm.setCode} isInvalid={codeError !== undefined} errorMessage={codeError} />
          <div className={styles.row}>
            {/* no pending state: the step leaves the page on success, and a pending button's announcement would outlive it */}
            <Button type="submit" variant="primary" isDisabled={vm.pending === 'confirm'}><Trans>Confirm</Trans></Button>
            <Button variant="ghost" onPress={vm.cancel}><Trans>Cancel</Trans></Button>
          </div>
        </form>
      )}
      <FormNoticeView notice={vm.notice} saved={vm.enabled ? <Trans>Two-factor sign-in is on.</Trans> : <Trans>Two-factor sign-in is off.</Trans>} />
    </section>
  );
});
