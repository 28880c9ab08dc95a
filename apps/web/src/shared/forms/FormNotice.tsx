import { Icon } from '@casino/ui/icon';
import type { ReactNode } from 'react';
import * as styles from './FormNotice.css.ts';

/** A message beside a form: errors are alerts (read out at once), confirmations a polite status. */
export function FormNotice({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <div className={styles.notice[tone]} role={tone === 'error' ? 'alert' : 'status'} data-notice={tone}>
      <Icon name={tone === 'error' ? 'error' : 'success'} className={styles.icon[tone]} />
      <div>{children}</div>
    </div>
  );
}
