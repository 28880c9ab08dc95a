import type { AuthPopupMode } from '@casino/domain';
import { Button } from '@casino/ui/button';
import { Trans } from '@lingui/react/macro';
import type { AuthDialogRenderer } from '../../app/services/auth-dialog.service.ts';

/**
 * Interim body of the sign-in / sign-up dialog: the shell opens the dialog in the right mode (query popups,
 * `#real`, header buttons); the Accounts feature (issue "Accounts: sign-in, two-factor, …") binds the real forms.
 */
export const renderAuthDialog: AuthDialogRenderer = (mode: AuthPopupMode, close) => (
  <div data-auth-mode={mode}>
    <p>
      <Trans>Sign-in and registration forms arrive with the Accounts feature.</Trans>
    </p>
    <Button variant="secondary" onPress={close}>
      <Trans>Close</Trans>
    </Button>
  </div>
);
