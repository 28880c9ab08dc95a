import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import * as styles from './AuthForm.css.ts';
import { FormNotice } from '../../../shared/forms/FormNotice.tsx';

/** A form of the dialog: our own validation messages (no browser bubbles), submit without a page load. */
export function AuthForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** The notice for a call that got no usable answer (network failure, 5xx): what was typed stays. */
export function UnavailableNotice() {
  return (
    <FormNotice tone="error">
      <Trans>We could not reach the server. Check your connection and try again.</Trans>
    </FormNotice>
  );
}
