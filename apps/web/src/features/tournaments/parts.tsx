import { formatAmount } from '@casino/domain/format';
import type { MoneyValue } from '@casino/domain/ports';
import { Button } from '@casino/ui/button';
import { Countdown, formatClock } from '@casino/ui/countdown';
import { Spinner } from '@casino/ui/spinner';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useAfterHydration } from '../../shared/di/preload.tsx';
import { useDates } from '../../shared/i18n/dates.ts';
import type { CountdownKind } from './tournament-time.ts';
import { splitDays } from './tournament-time.ts';
import * as styles from './tournaments.css.ts';

export const money = (value: MoneyValue) => formatAmount(value.amount, value.currency);

/**
 * A moment in the player's own time zone. A prerendered page was written in the server's zone: the text is that
 * one's while the page hydrates (so the markup matches) and the player's right after.
 */
export function LocalDateTime({ epochMs }: { epochMs: number }) {
  // the server's answer while prerendering and hydrating, the browser's after (and for every page it renders itself)
  const zoned = useAfterHydration();
  const dates = useDates(zoned ? undefined : 'UTC');
  return <time dateTime={new Date(epochMs).toISOString()}>{dates.dateTime(epochMs)}</time>;
}

export function Loading() {
  const { t } = useLingui();
  return (
    <div className={styles.center}>
      <Spinner label={t`Loading`} />
    </div>
  );
}

/** A failed load never leaves a blank screen: it says so and offers to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.center} role="alert">
      <p className={styles.muted}>
        <Trans>We could not load this. Check your connection and try again.</Trans>
      </p>
      <Button variant="secondary" onPress={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}

/** Calls back with the page's visibility whenever it changes (background tabs pause refreshes). */
export function usePageVisibility(onChange: (visible: boolean) => void): void {
  const callback = useRef(onChange);
  useEffect(() => {
    callback.current = onChange;
  });
  useEffect(() => {
    const report = () => callback.current(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', report);
    return () => document.removeEventListener('visibilitychange', report);
  }, []);
}

/** "Starts in" / "Ends in" and a live clock; days split off for long tournaments. */
export function TournamentClock({ kind, seconds }: { kind: CountdownKind; seconds: number }) {
  const { t } = useLingui();
  if (kind === 'ended') return <span className={styles.muted}><Trans>Ended</Trans></span>;
  const format = (left: number) => {
    const { days, rest } = splitDays(left);
    const clock = formatClock(rest);
    return days > 0 ? t`${days} d ${clock}` : clock;
  };
  return (
    <Countdown
      seconds={seconds}
      label={kind === 'startsIn' ? t`Starts in` : t`Ends in`}
      format={format}
      announce={(left) => (left > 0 ? t`${format(left)} left` : t`Time is up`)}
      announceEvery={3600}
    />
  );
}
