import { AuthForm, UnavailableNotice } from '../panel-kit/AuthForm.tsx';
import { Button } from '@casino/ui/button';
import { Link } from '@casino/ui/link';
import { PasswordField } from '@casino/ui/password-field';
import { TextField } from '@casino/ui/text-field';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import type { AuthPanelProps } from '../panel-kit/auth-panel.ts';
import type { AuthOutcome } from '../panel-kit/auth-outcome.ts';
import { useFieldText } from '../../../shared/forms/use-field-text.ts';
import { FormNotice } from '../../../shared/forms/FormNotice.tsx';
import * as styles from '../panel-kit/AuthForm.css.ts';
import { usePanelViewModel } from '../panel-kit/use-panel-view-model.ts';
import { SocialButtons } from '../social/SocialButtons.tsx';
import { SignInViewModel } from './sign-in.vm.ts';
import { ExclusionNotice } from './ExclusionNotice.tsx';

export * from '../wiring.ts';

/** The DI modules this chunk's views resolve from (bound by the lazy loader before it renders). */

/** The sign-in panel of the dialog and of `/forms/sign_in`. */
export default function SignInPanel(props: AuthPanelProps) {
  const { vm, follow } = usePanelViewModel(SignInViewModel, props);
  return <SignInView vm={vm} follow={follow} />;
}

/** Login and password, forgot-password and register links, social buttons. `follow` applies an action's outcome. */
export const SignInView = observer(function SignInView({ vm, follow }: { vm: SignInViewModel; follow: (outcome: AuthOutcome) => void }) {
  const { t } = useLingui();
  const message = useFieldText();
  return (
    <AuthForm onSubmit={() => void vm.submit().then(follow)}>
      {vm.flash === 'passwordChanged' && (
        <FormNotice tone="success">
          <Trans>Your password has been changed. Sign in with the new one.</Trans>
        </FormNotice>
      )}
      {vm.notice === 'wrongEnter' && (
        <FormNotice tone="error">
          <Trans id="popups.auth.wrongEnterText">Wrong login or password</Trans>
        </FormNotice>
      )}
      {vm.notice === 'unavailable' && (
        <UnavailableNotice />
      )}
      {vm.notice === 'excluded' && vm.exclusion && <ExclusionNotice exclusion={vm.exclusion} />}
      <TextField
        label={t`E-mail or phone`}
        name="login"
        autoComplete="username"
        autoFocus
        value={vm.login}
        onChange={vm.setLogin}
        validationBehavior="aria"
        isInvalid={vm.loginError !== undefined}
        errorMessage={message(vm.loginError)}
      />
      <PasswordField
        label={t`Password`}
        name="password"
        autoComplete="current-password"
        showLabel={t`Show password`}
        value={vm.password}
        onChange={vm.setPassword}
        validationBehavior="aria"
        isInvalid={vm.passwordError !== undefined}
        errorMessage={message(vm.passwordError)}
      />
      <Link className={styles.end} onPress={() => follow(vm.forgotPassword())}>
        <Trans>Forgot your password?</Trans>
      </Link>
      <Button type="submit" fullWidth isPending={vm.pending} pendingLabel={t`Signing in`}>
        <Trans>Sign in</Trans>
      </Button>
      <SocialButtons typeAuth="login" onSignedIn={() => follow(vm.socialSignedIn())} />
      <p className={styles.footer}>
        <Trans>No account yet?</Trans>
        <Link onPress={() => follow(vm.register())}>
          <Trans>Register</Trans>
        </Link>
      </p>
    </AuthForm>
  );
});
