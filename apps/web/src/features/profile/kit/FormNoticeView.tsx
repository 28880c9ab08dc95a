import { Icon } from '@casino/ui/icon';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { FormNotice } from './field-problem.ts';
import * as styles from './notice.css.ts';

/** A message under a form: errors are alerts (read out at once), confirmations a polite status. */
export function Notice({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <div className={styles.notice[tone]} role={tone === 'error' ? 'alert' : 'status'} data-notice={tone}>
      <Icon name={tone === 'error' ? 'error' : 'success'} className={styles.icon[tone]} />
      <div>{children}</div>
    </div>
  );
}

/** What came of a form's last call; `saved` may say something more fitting than "Saved". */
export function FormNoticeView({ notice, saved }: { notice: FormNotice | null | undefined; saved?: ReactNode }) {
  if (notice === 'saved') return <Notice tone="success">{saved ?? <Trans>Saved.</Trans>}</Notice>;
  if (notice === 'unavailable') return <Notice tone="error"><Trans>We could not reach the server. Check your connection and try again; what you entered is kept.</Trans></Notice>;
  if (notice === 'busy') return <Notice tone="error"><Trans>Too many attempts. Wait a minute and try again; what you entered is kept.</Trans></Notice>;
  if (notice === 'failed') return <Notice tone="error"><Trans>The change was not accepted. Please check the data and try again.</Trans></Notice>;
  return null;
}
