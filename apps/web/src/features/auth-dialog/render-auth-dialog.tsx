import type { AuthPopupMode } from '@casino/domain';
import { Spinner } from '@casino/ui/spinner';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Heading } from 'react-aria-components';
import type { AuthDialogRenderer } from '../../app/services/auth-dialog.service.ts';

/** The body and its forms load on first open: the sign-in code stays out of the entry chunk. */
const AuthDialogBody = lazy(() => import('./AuthDialogBody.tsx'));

/** While the body loads: the title the dialog was opened with (it names the dialog) and a spinner. */
function Loading({ title }: { title: string }) {
  const { t } = useLingui();
  return (
    <>
      <Heading slot="title">{title}</Heading>
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
