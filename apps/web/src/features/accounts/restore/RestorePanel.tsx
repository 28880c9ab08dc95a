import { AuthForm } from '../panel-kit/AuthForm.tsx';
import { Button } from '@casino/ui/button';
import { Link } from '@casino/ui/link';
import { TextField } from '@casino/ui/text-field';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import type { AuthPanelProps } from '../panel-kit/auth-panel.ts';
import { useFieldText } from '../../../shared/forms/use-field-text.ts';
import * as styles from '../panel-kit/AuthForm.css.ts';
import { usePanelViewModel } from '../panel-kit/use-panel-view-model.ts';
import { RestoreViewModel } from './restore.vm.ts';
import { ResetStep, type RestoreStepProps } from './ResetStep.tsx';
import { RestoreNotice } from './RestoreNotice.tsx';

export * from '../wiring.ts';

/** The DI modules this chunk's views resolve from (bound by the lazy loader before it renders). */

/** The password-restore panel of the dialog. */
export default function RestorePanel(props: AuthPanelProps) {
  const { vm, follow } = usePanelViewModel(RestoreViewModel, props);
  return <RestoreView vm={vm} follow={follow} />;
}

/** Step 1 asks for the login; step 2 takes the code and the new password. */
export const RestoreView = observer(function RestoreView(props: RestoreStepProps) {
  return props.vm.step === 'reset' ? <ResetStep {...props} /> : <RequestStep {...props} />;
});

const RequestStep = observer(function RequestStep({ vm, follow }: RestoreStepProps) {
  const { t } = useLingui();
  const message = useFieldText();
  return (
    <AuthForm onSubmit={() => void vm.requestCode().then(follow)}>
      <p className={styles.lead}>
        <Trans>Enter the e-mail or phone number of your account. We will send you a code to set a new password.</Trans>
      </p>
      <RestoreNotice vm={vm} />
      <TextField
        label={t`E-mail or phone`}
        name="login"
        autoComplete="username"
        autoFocus
        value={vm.login}
        onChange={(value) => vm.set('login', value)}
        validationBehavior="aria"
        isInvalid={vm.errors.login !== undefined}
        errorMessage={message(vm.errors.login)}
      />
      <Button type="submit" fullWidth isPending={vm.pending} pendingLabel={t`Sending the code`}>
        <Trans>Send the code</Trans>
      </Button>
      <p className={styles.footer}>
        <Link onPress={() => follow(vm.backToSignIn())}>
          <Trans>Back to sign in</Trans>
        </Link>
      </p>
    </AuthForm>
  );
});
