import { AuthForm, UnavailableNotice } from '../panel-kit/AuthForm.tsx';
import { Button } from '@casino/ui/button';
import { TextField } from '@casino/ui/text-field';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import type { AuthPanelProps } from '../panel-kit/auth-panel.ts';
import type { AuthOutcome } from '../panel-kit/auth-outcome.ts';
import { useFieldText } from '../../../shared/forms/use-field-text.ts';
import { FormNotice } from '../../../shared/forms/FormNotice.tsx';
import * as styles from '../panel-kit/AuthForm.css.ts';
import { usePanelViewModel } from '../panel-kit/use-panel-view-model.ts';
import { TwoFactorViewModel } from './two-factor.vm.ts';
import { NewCodeCountdown } from '../../../shared/view-model/NewCodeCountdown.tsx';

export * from '../wiring.ts';

/** The DI modules this chunk's views resolve from (bound by the lazy loader before it renders). */

/** The two-factor code step of the dialog and of `/forms/sign_in`. */
export default function TwoFactorPanel(props: AuthPanelProps) {
  const { vm, follow } = usePanelViewModel(TwoFactorViewModel, props);
  return <TwoFactorView vm={vm} follow={follow} />;
}

/** The code field and the resend countdown. `follow` applies an action's outcome. */
export const TwoFactorView = observer(function TwoFactorView({ vm, follow }: { vm: TwoFactorViewModel; follow: (outcome: AuthOutcome) => void }) {
  const { t } = useLingui();
  const message = useFieldText();
  const login = vm.login;
  return (
    <AuthForm onSubmit={() => void vm.submit().then(follow)}>
      <p className={styles.lead}>
        <Trans>Two-factor authentication is on for {login}. Enter the 6-digit code we sent you.</Trans>
      </p>
      {vm.resent && (
        <FormNotice tone="success">
          <Trans>We sent you a new code.</Trans>
        </FormNotice>
      )}
      {vm.notice === 'unavailable' && (
        <UnavailableNotice />
      )}
      <TextField
        label={t`Code`}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        value={vm.code}
        onChange={vm.setCode}
        validationBehavior="aria"
        isInvalid={vm.codeError !== undefined}
        errorMessage={message(vm.codeError)}
        description={vm.canResend ? t`Leave the code empty and confirm to get a new one.` : undefined}
      />
      <div className={styles.row}>
        {vm.canResend ? (
          <Button variant="ghost" size="sm" onPress={() => void vm.resend().then(follow)} isDisabled={vm.pending}>
            <Trans>Send a new code</Trans>
          </Button>
        ) : (
          // The view-model's clock drives the count; the component only shows it.
          <NewCodeCountdown seconds={vm.secondsLeft} />
        )}
      </div>
      <Button type="submit" fullWidth isPending={vm.pending} pendingLabel={t`Checking the code`}>
        <Trans>Confirm</Trans>
      </Button>
    </AuthForm>
  );
});
