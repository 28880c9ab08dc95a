import { Button } from '@casino/ui/button';
import { PasswordField } from '@casino/ui/password-field';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useService, useViewModel } from '../../../shared/di/react.tsx';
import { ContentStore } from '../../../shared/stores/content.store.ts';
import { useFieldText } from '../../../shared/forms/use-field-text.ts';
import { FormNoticeView } from '../kit/FormNoticeView.tsx';
import * as styles from '../profile.css.ts';
import { PasswordViewModel, type PasswordField as Field } from './password.vm.ts';
import { TwoFactorSwitchView } from './TwoFactorSwitchView.tsx';
import { TwoFactorSwitchViewModel } from './two-factor-switch.vm.ts';

/** `/profile/security`: the password, and two-factor sign-in when the site offers it. */
export const SecurityPanel = observer(function SecurityPanel() {
  const password = useViewModel(PasswordViewModel);
  const twoFactor = useViewModel(TwoFactorSwitchViewModel);
  useEffect(() => twoFactor.start(), [twoFactor]);
  const content = useService(ContentStore);
  return (
    <>
      <PasswordForm vm={password} />
      {content.flags.twoFactorAuth && <TwoFactorSwitchView vm={twoFactor} />}
    </>
  );
});

export const PasswordForm = observer(function PasswordForm({ vm }: { vm: PasswordViewModel }) {
  const { t } = useLingui();
  const message = useFieldText();
  const field = (name: Field, label: string, autoComplete: string) => {
    const error = message(vm.problem(name));
    return (
      <PasswordField
        name={name}
        label={label}
        value={vm.values[name]}
        onChange={(v) => vm.setValue(name, v)}
        isRequired
        isInvalid={error !== undefined}
        errorMessage={error}
        autoComplete={autoComplete}
        showLabel={t`Show password`}
      />
    );
  };
  return (
    <section className={styles.content} aria-labelledby="profile-password">
      <h2 id="profile-password" className={styles.sectionTitle}><Trans>Change password</Trans></h2>
      <form className={styles.form} noValidate onSubmit={(e) => (e.preventDefault(), void vm.submit())}>
        {field('old_password', t`Current password`, 'current-password')}
        {field('new_password', t`New password`, 'new-password')}
        {field('new_password_repeat', t`Repeat the new password`, 'new-password')}
        <FormNoticeView notice={vm.notice} saved={<Trans>Your password is changed.</Trans>} />
        <div className={styles.row}>
          <Button type="submit" variant="primary" isPending={vm.pending} pendingLabel={t`Saving`}><Trans>Change password</Trans></Button>
        </div>
      </form>
    </section>
  );
});

/** What the profile screen loads for this child (see ProfileScreen's PANELS). */
export default SecurityPanel;
