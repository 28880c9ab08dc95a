import type { AuthPopupMode } from '@casino/domain';
import { Spinner } from '@casino/ui/spinner';
import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Heading } from 'react-aria-components';
import { useChunk } from '../../../shared/di/react.tsx';
import type { AuthDialogRenderer } from '../../../shared/services/auth-dialog.service.ts';
import type { AuthDialogBodyProps } from './AuthDialogBody.tsx';

/** The body and its forms load on first open (with their modules): the sign-in code stays out of the entry chunk. */
const loadBody = () => import('./AuthDialogBody.tsx');

function AuthDialogBody(props: AuthDialogBodyProps) {
  const { default: Body } = useChunk(loadBody);
  return <Body {...props} />;
}

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
