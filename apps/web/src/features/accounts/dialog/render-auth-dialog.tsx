import type { AuthPopupMode } from '@casino/domain';
import { Spinner } from '@casino/ui/spinner';
import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { useChunk } from '../../../shared/di/react.tsx';
import type { AuthDialogRenderer } from '../../../shared/services/auth-dialog.service.ts';
import type { AuthDialogBodyProps } from './AuthDialogBody.tsx';
import * as styles from './AuthDialog.css.ts';

/** The body and its forms load on first open (with their modules): the sign-in code stays out of the entry chunk. */
const loadBody = () => import('./AuthDialogBody.tsx');

function AuthDialogBody(props: AuthDialogBodyProps) {
  const { default: Body } = useChunk(loadBody);
  return <Body {...props} />;
}

/**
 * While the body loads: the title the dialog was opened with and a spinner. The dialog's accessible name is that
 * title too (`ariaLabel`, given on open); a plain heading keeps react-aria's heading code out of the entry chunk.
 */
function Loading({ title }: { title: string }) {
  const { t } = useLingui();
  return (
    <>
      <h2 className={styles.heading}>{title}</h2>
      <Spinner label={t`Loading`} />
    </>
  );
}

/** The sign-in / sign-up dialog body (spec part 1 §2.5), bound as `AuthDialogRenderer`. */
export const renderAuthDialog: AuthDialogRenderer = (mode: AuthPopupMode, close, title) => (
  <Suspense fallback={<Loading title={title} />}>
    <AuthDialogBody mode={mode} close={close} />
  </Suspense>
);
