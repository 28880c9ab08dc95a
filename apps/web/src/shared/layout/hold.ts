import { startTransition, useCallback, useEffect, useState } from 'react';

/** The longest a screen keeps content back for a part above it: past it the content shows, settled or not. */
export const HOLD_MS = 2_000;

/**
 * Whether a screen still keeps back what goes under a part that loads on its own (the hall's banners, the deposit
 * form's offers), and the callback the part calls once it knows what it shows. A part of unknown height arriving
 * above content already drawn pushes that content down (on a phone the hall's banners made a layout shift of
 * 0.5–0.7 in Lighthouse), so until it has settled the screen shows a placeholder in their place and both then appear
 * together. `holdAtFirst` false holds nothing (a prerendered page, whose first render must match the served markup,
 * or a screen without that part). A part that never settles is waited for `HOLD_MS`.
 */
export function useHold(holdAtFirst: boolean): readonly [holding: boolean, settled: () => void] {
  const [holding, setHolding] = useState(holdAtFirst);
  // the content kept back is drawn as a transition, in slices that yield to the browser, not as one blocking task
  const settled = useCallback(() => startTransition(() => setHolding(false)), []);
  useEffect(() => {
    if (!holding) return;
    const timer = setTimeout(settled, HOLD_MS);
    return () => clearTimeout(timer);
  }, [holding, settled]);
  return [holding, settled] as const;
}
