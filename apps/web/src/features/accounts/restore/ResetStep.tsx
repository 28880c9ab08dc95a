import { AuthForm } from '../panel-kit/AuthForm.tsx';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@casino/domain/validation';
import { Button } from '@casino/ui/button';
import { Link } from '@casino/ui/link';
import { PasswordField } from '@casino/ui/password-field';
import { TextField } from '@casino/ui/text-field';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useFieldText } from '../../../shared/forms/use-field-text.ts';
import * as styles from '../panel-kit/AuthForm.css.ts';
import { RestoreNotice } from './RestoreNotice.tsx';
import type { AuthOutcome } from '../panel-kit/auth-outcome.ts';
import type { RestoreField, RestoreViewModel } from './restore.vm.ts';
import { NewCodeCountdown } from '../../../shared/view-model/NewCodeCountdown.tsx';

/** What both steps take: the view-model and `follow`, which applies an action's outcome to the panel. */
export interface RestoreStepProps {
  readonly vm: RestoreViewModel;
  readonly follow: (outcome: AuthOutcome) => void;
}

/** Restore step 2: the code from the message, the new password twice, the resend countdown. */
export const ResetStep = observer(function ResetStep({ vm, follow }: RestoreStepProps) {
  const { t } = useLingui();
  const message = useFieldText();
  const field = (name: RestoreField) => ({
    value: vm[name],
    onChange: (value: string) => vm.set(name, value),
    validationBehavior: 'aria' as const,
    isInvalid: vm.errors[name] !== undefined,
    errorMessage: message(vm.errors[name]),
  });
  const min = PASSWORD_MIN_LENGTH;
  const max = PASSWORD_MAX_LENGTH;
  return (
    <AuthForm onSubmit={() => void vm.reset().then(follow)}>
      <RestoreNotice vm={vm} />
      <TextField label={t`Code`} name="code" inputMode="numeric" autoComplete="one-time-code" autoFocus {...field('code')} />
      <div className={styles.row}>
        {!vm.timer.running ? (
          <Button variant="ghost" size="sm" onPress={() => void vm.resend().then(follow)} isDisabled={vm.pending}>
            <Trans>Send a new code</Trans>
          </Button>
        ) : (
          // The view-model's clock drives the count; the component only shows it.
          <NewCodeCountdown seconds={vm.timer.secondsLeft} />
        )}
      </div>
      <PasswordField
        label={t`New password`}
        name="new-password"
        autoComplete="new-password"
        showLabel={t`Show password`}
        description={t`${min} to ${max} characters: Latin letters, digits and punctuation, no spaces.`}
        {...field('password')}
      />
      <PasswordField
        label={t`Repeat the new password`}
        name="new-password-repeat"
        autoComplete="new-password"
        showLabel={t`Show password`}
        {...field('passwordRepeat')}
      />
      <Button type="submit" fullWidth isPending={vm.pending} pendingLabel={t`Saving the password`}>
        <Trans>Change the password</Trans>
      </Button>
      <p className={styles.footer}>
        <Link onPress={vm.changeLogin}>
          <Trans>Use another e-mail or phone</Trans>
        </Link>
      </p>
    </AuthForm>
  );
});
