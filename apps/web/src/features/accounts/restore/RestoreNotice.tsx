import { UnavailableNotice } from '../panel-kit/AuthForm.tsx';
import { Trans } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { FormNotice } from '../../../shared/forms/FormNotice.tsx';
import type { RestoreViewModel } from './restore.vm.ts';

/** The step's notice: code sent, server unreachable, or refused. */
export const RestoreNotice = observer(function RestoreNotice({ vm }: { vm: RestoreViewModel }) {
  const login = vm.login;
  if (vm.notice === 'codeSent') {
    return (
      <FormNotice tone="success">
        <Trans>If an account uses {login}, we have sent it a 6-digit code.</Trans>
      </FormNotice>
    );
  }
  if (vm.notice === 'unavailable') {
    return <UnavailableNotice />;
  }
  if (vm.notice === 'failed') {
    return (
      <FormNotice tone="error">
        <Trans>We could not change the password. Check the data and try again.</Trans>
      </FormNotice>
    );
  }
  return null;
});
