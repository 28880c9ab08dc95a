import { useEffect, useRef, useState, type ReactNode } from 'react';
import { visuallyHidden } from '../../theme/utils.css';
import * as styles from './Countdown.css';

export type CountdownProps = {
  /** Seconds left when mounted (or when this value changes). */
  seconds: number;
  /** Visible label before the time ("Resend code in"). */
  label?: ReactNode;
  /** Called once when the count reaches zero. */
  onEnd?: () => void;
  /** Visible format; default `m:ss` (or `h:mm:ss`). */
  format?: (secondsLeft: number) => string;
  /** Screen-reader text; default "{n} seconds left" / "Time is up". Translate via this prop. */
  announce?: (secondsLeft: number) => string;
  /** Announce every N seconds (plus the last 10 s at 5 and the end); default 30. */
  announceEvery?: number;
  /** Hold the clock (e.g. while off screen). */
  isPaused?: boolean;
  className?: string;
};

export function formatClock(total: number): string {
  const s = Math.max(0, Math.floor(total));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}

const defaultAnnounce = (n: number) => (n > 0 ? `${n} seconds left` : 'Time is up');

/**
 * Counts seconds down. The visible clock is a `timer` (not read on every tick); a polite live
 * text announces the time left at intervals and at the end, so screen readers are not flooded.
 */
export function Countdown({ seconds, label, onEnd, format = formatClock, announce = defaultAnnounce, announceEvery = 30, isPaused, className }: CountdownProps) {
  const [left, setLeft] = useState(Math.max(0, Math.floor(seconds)));
  const onEndRef = useRef(onEnd);
  const leftRef = useRef(left);
  // refs follow the latest props and count after each render (effects run in order, so before the timer's)
  useEffect(() => {
    onEndRef.current = onEnd;
    leftRef.current = left;
  });
  const seededFrom = useRef(seconds);

  useEffect(() => {
    // A new `seconds` restarts the count; a resume continues from what is left.
    const from = seededFrom.current !== seconds ? Math.max(0, Math.floor(seconds)) : leftRef.current;
    seededFrom.current = seconds;
    setLeft(from);
    if (isPaused || from <= 0) return;
    const end = Date.now() + from * 1000;
    const id = setInterval(() => {
      const next = Math.max(0, Math.round((end - Date.now()) / 1000));
      setLeft(next);
      if (next === 0) {
        clearInterval(id);
        onEndRef.current?.();
      }
    }, 1000);
    return () => clearInterval(id);
  }, [isPaused, seconds]);

  // the live text changes only at the announced moments; it is derived while rendering, not in an effect
  const [spoken, setSpoken] = useState(() => ({ at: left, text: announce(left) }));
  // ...and at once when the count jumps by more than an interval (it started again from another value): what was
  // said is no longer true (a first render counted from the wrong moment said "20792 d left" until the next hour)
  const speak = left === 0 || left === 5 || left % announceEvery === 0 || Math.abs(spoken.at - left) > announceEvery;
  if (speak && spoken.at !== left) setSpoken({ at: left, text: announce(left) });

  return (
    <span className={[styles.countdown, className].filter(Boolean).join(' ')}>
      {label != null && <span className={styles.label}>{label}</span>}
      {/* a page rendered earlier (on a server) counted from its own time: the next tick puts the right one in */}
      <span role="timer" suppressHydrationWarning>{format(left)}</span>
      <span className={visuallyHidden} aria-live="polite" aria-atomic="true" suppressHydrationWarning>{spoken.text}</span>
    </span>
  );
}
