import { Button } from '@casino/ui/button';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FormNotice } from '../../../shared/forms/FormNotice.tsx';
import * as styles from '../profile.css.ts';

/** A profile section whose data did not load: what could not be loaded (`children`) and a way to try again. */
export function LoadFailedNotice({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <div className={styles.form}>
      <FormNotice tone="error">{children}</FormNotice>
      <Button variant="outline" onPress={onRetry}><Trans>Try again</Trans></Button>
    </div>
  );
}
