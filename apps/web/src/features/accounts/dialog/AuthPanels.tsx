import type { AuthPopupMode } from '@casino/domain/routing';
import { Spinner } from '@casino/ui/spinner';
import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { useChunk } from '../../../shared/di/react.tsx';
import type { AuthPanelProps } from '../panel-kit/auth-panel.ts';
import { PANELS } from './auth-panel-chunks.ts';
import * as styles from './AuthDialog.css.ts';

function Panel({ mode, ...panel }: AuthPanelsProps) {
  const { default: ModePanel } = useChunk(PANELS[mode]);
  return <ModePanel {...panel} social={mode === 'socialRegistration' || undefined} />;
}

export interface AuthPanelsProps extends AuthPanelProps {
  readonly mode: AuthPopupMode;
}

/**
 * The panel of a mode of the sign-in / sign-up dialog, each loaded on first use. The dialog
 * and the embedded form pages (`/forms/sign_in`, `/forms/sign_up`) both render it.
 */
export function AuthPanels({ mode, ...panel }: AuthPanelsProps) {
  const { t } = useLingui();
  return (
    <Suspense fallback={<div className={styles.loading}><Spinner label={t`Loading`} /></div>}>
      <Panel mode={mode} {...panel} />
    </Suspense>
  );
}
