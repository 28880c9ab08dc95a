import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribe(listener: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

/**
 * True when the player asked the system for less motion. A prerendered page was rendered where there is no system to
 * ask: `onServer` is what that render assumed. A hydrating page starts from the same answer, so its first render
 * matches the prerendered markup (a mismatch makes React throw the markup away and draw the page again), and takes
 * the player's own answer right after.
 */
export function usePrefersReducedMotion(onServer: boolean): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia?.(REDUCED_MOTION).matches ?? false, () => onServer);
}
