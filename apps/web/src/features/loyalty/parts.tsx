import { Button } from '@casino/ui/button';
import { Spinner } from '@casino/ui/spinner';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import * as styles from './loyalty.css.ts';

export function Loading() {
  const { t } = useLingui();
  return (
    <div className={styles.center}>
      <Spinner label={t`Loading`} />
    </div>
  );
}

/** A failed load says so and offers to try again, so the screen is never blank. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.center} role="alert">
      <p className={styles.muted}><Trans>We could not load this. Check your connection and try again.</Trans></p>
      <Button variant="secondary" onPress={onRetry}><Trans>Try again</Trans></Button>
    </div>
  );
}

/** A section's content once its load is ready; until then the spinner, or the failure with its retry. */
export function WhenLoaded({ status, onRetry, children }: { status: 'loading' | 'ready' | 'failed'; onRetry: () => void; children: ReactNode }) {
  if (status === 'loading') return <Loading />;
  if (status === 'failed') return <LoadFailed onRetry={onRetry} />;
  return children;
}

/**
 * "1,250 coins": points with the programme's own name for them, isolated so an Arabic sentence around them does not
 * turn them round ("coins 1,350").
 */
export function Points({ value, alias }: { value: number; alias: string | null }) {
  const amount = value.toLocaleString('en');
  return <bdi>{alias ? `${amount} ${alias}` : amount}</bdi>;
}
