import { formatAmount } from '@casino/domain/format';
import type { MoneyValue } from '@casino/domain/ports';
import { visuallyHidden } from '@casino/ui/theme';
import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../../../shared/media/reduced-motion.ts';
import { rollValue } from './roll-value.ts';

/** How long the figure takes to roll to a new total. */
export const TICK_MS = 1500;
/** On first show the figure rolls up from this share of the total, so the counter visibly runs. */
const FIRST_FROM = 0.97;

/**
 * A jackpot total that rolls to each new value. With reduced motion it simply shows the value. Screen readers get
 * the true total only (the rolling figure is hidden from them), so they are not flooded with numbers.
 * The roll writes each frame's figure straight into its text node: a React render per frame, for every ticker on the
 * home page, kept the main thread busy while the page was still starting.
 */
export function JackpotTicker({ value, className }: { value: MoneyValue; className?: string }) {
  // the server cannot roll: a prerendered total stands still until the page is live
  const reduced = usePrefersReducedMotion(true);
  // what React renders: the figure the last roll ended on (a roll in progress is the text node's business)
  const [settled, setSettled] = useState(() => (reduced ? value.amount : value.amount * FIRST_FROM));
  const figureRef = useRef<HTMLSpanElement>(null);
  const shownRef = useRef(settled);
  useEffect(() => {
    if (reduced) return; // the still figure is rendered straight from the value
    let frame = 0;
    let rolling = false;
    const roll = () => {
      if (rolling || shownRef.current === value.amount) return;
      rolling = true;
      const from = shownRef.current;
      const start = performance.now();
      const step = (now: number) => {
        const p = (now - start) / TICK_MS;
        shownRef.current = rollValue(from, value.amount, p);
        if (p < 1) {
          if (figureRef.current) figureRef.current.textContent = formatAmount(shownRef.current, value.currency);
          frame = requestAnimationFrame(step);
        } else {
          rolling = false;
          setSettled(shownRef.current);
        }
      };
      frame = requestAnimationFrame(step);
    };
    // A figure out of view waits to roll until the player scrolls to it: nobody sees the roll, and on a phone the home
    // page's tickers, all below the fold, kept the main thread busy while the page was still starting.
    const figure = figureRef.current;
    const seen = typeof IntersectionObserver === 'undefined' || !figure ? null : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && roll());
    if (seen && figure) seen.observe(figure);
    else roll();
    return () => {
      seen?.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [reduced, value.amount, value.currency]);
  const exact = formatAmount(value.amount, value.currency);
  const figure = reduced ? value.amount : settled;
  return (
    <span className={className} data-jackpot-amount={value.amount}>
      <span ref={figureRef} aria-hidden="true" data-ticker={reduced ? 'still' : 'rolling'}>{formatAmount(figure, value.currency)}</span>
      <span className={visuallyHidden}>{exact}</span>
    </span>
  );
}
