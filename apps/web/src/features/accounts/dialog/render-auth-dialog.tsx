import type { AuthPopupMode } from '@casino/domain/routing';
import { Spinner } from '@casino/ui/spinner';
import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { useChunk } from '../../../shared/di/react.tsx';
import type { AuthDialogRenderer } from '../../../shared/slots/kernel-slots.ts';
import type { AuthDialogBodyProps } from './AuthDialogBody.tsx';
import { PANELS } from './auth-panel-chunks.ts';
import * as styles from './AuthDialog.css.ts';

/** The body and its forms load on first open (with their modules): the sign-in code stays out of the entry chunk. */
const loadBody = () => import('./AuthDialogBody.tsx');

const fetched = new Set<AuthPopupMode>();
/**
 * Fetches the body and the opening mode's panel at once: otherwise the panel's code is asked for only once the body
 * has loaded and rendered, and on a slow phone the player watches two spinners in a row. The browser keeps the
 * fetched modules, so the loads that bind them later find them at hand.
 */
export function prefetchAuthDialog(mode: AuthPopupMode): void {
  if (fetched.has(mode)) return;
  fetched.add(mode);
  const forget = () => void fetched.delete(mode);
  loadBody().catch(forget);
  PANELS[mode]().catch(forget);
}

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

/** The sign-in / sign-up dialog body, filling the kernel's `AuthDialogSlot`. */
export const renderAuthDialog: AuthDialogRenderer = (mode: AuthPopupMode, close, title) => {
  prefetchAuthDialog(mode);
  return (
    <Suspense fallback={<Loading title={title} />}>
      <AuthDialogBody mode={mode} close={close} />
    </Suspense>
  );
};
