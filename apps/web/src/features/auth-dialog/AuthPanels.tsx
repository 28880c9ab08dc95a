import type { AuthPopupMode } from '@casino/domain';
import { Spinner } from '@casino/ui/spinner';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useContainer } from '../../app/di/react.tsx';
import { ensureAuthDialogModule } from './auth-dialog.module.ts';
import type { AuthPanelProps } from './auth-panel.ts';
import * as styles from './AuthDialog.css.ts';

const SignInPanel = lazy(() => import('../sign-in/SignInPanel.tsx'));
const TwoFactorPanel = lazy(() => import('../sign-in/TwoFactorPanel.tsx'));
const RestorePanel = lazy(() => import('../restore/RestorePanel.tsx'));
const RegistrationPanel = lazy(() => import('../registration/RegistrationPanel.tsx'));

export interface AuthPanelsProps extends AuthPanelProps {
  readonly mode: AuthPopupMode;
}

/**
 * The panel of a mode of the sign-in / sign-up dialog (spec part 1 §2.5), each loaded on first use. The dialog
 * and the embedded form pages (`/forms/sign_in`, `/forms/sign_up`) both render it.
 */
export function AuthPanels({ mode, ...panel }: AuthPanelsProps) {
  ensureAuthDialogModule(useContainer());
  const { t } = useLingui();
  return (
    <Suspense fallback={<div className={styles.loading}><Spinner label={t`Loading`} /></div>}>
      {mode === 'authorization' && <SignInPanel {...panel} />}
      {mode === 'twofa' && <TwoFactorPanel {...panel} />}
      {mode === 'restore' && <RestorePanel {...panel} />}
      {mode === 'registration' && <RegistrationPanel {...panel} />}
      {mode === 'socialRegistration' && <RegistrationPanel {...panel} social />}
    </Suspense>
  );
}
