import { useLingui } from '@lingui/react';
import { Link } from '@casino/ui/link';
import { Button } from '@casino/ui/button';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useService } from '../../../shared/di/react.tsx';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import type { MoneyError } from './money-errors.ts';
import * as styles from './Cashier.css.ts';

/**
 * A failed money call: what happened and what to do next (a link, or "try again" that resends the same attempt).
 * Profile prompts are asked by the screen (`useProfilePrompt`); the notice still offers the way there.
 */
export function MoneyErrorNotice({ error, onRetry }: { error: MoneyError; onRetry?: () => void }) {
  const { i18n } = useLingui();
  const locale = useService(LocaleStore);
  const next = error.next;
  let action: ReactNode = null;
  if (next.kind === 'link') action = <Link href={locale.localize(next.to)}>{i18n._(next.label)}</Link>;
  if (next.kind === 'profile') action = <Link href={locale.localize(next.to)}>{i18n._(next.label)}</Link>;
  if (next.kind === 'retry' && onRetry) action = <Button variant="outline" size="sm" onPress={onRetry}><Trans>Try again</Trans></Button>;
  return (
    <div className={styles.notice.error} role="alert" data-money-error={error.type}>
      <p style={{ margin: 0 }}>{i18n._(error.message.id, error.values, { message: error.message.message })}</p>
      {action && <div>{action}</div>}
    </div>
  );
}

/** A calm notice for a screen whose data could not load: it says so and offers to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.notice.error} role="alert" data-load-failed>
      <p style={{ margin: 0 }}><Trans>The cashier could not load this. Check your connection and try again.</Trans></p>
      <div><Button variant="outline" size="sm" onPress={onRetry}><Trans>Try again</Trans></Button></div>
    </div>
  );
}
