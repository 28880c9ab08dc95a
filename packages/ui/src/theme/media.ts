import { breakpoints, screens, type Breakpoint, type Screen } from './breakpoints';

type Range = { min?: number; max?: number };

function query({ min, max }: Range): string {
  const parts = ['screen'];
  if (min !== undefined) parts.push(`(min-width: ${min}px)`);
  if (max !== undefined) parts.push(`(max-width: ${max}px)`);
  return parts.join(' and ');
}

/**
 * Typed media queries for vanilla-extract `'@media'` keys and `matchMedia`:
 * `media.mobile`, `media.tablet`, `media.laptop` … (`laptop` and wider are "from" queries).
 */
export const media = Object.fromEntries(
  Object.entries(breakpoints).map(([name, range]) => [name, query(range as Range)]),
) as Record<Breakpoint, string>;

/** `(min-width)` query from a breakpoint's lower edge (mobile counts as 0). */
export function up(name: Breakpoint): string {
  const range = breakpoints[name] as Range;
  return query({ min: range.min ?? 0 });
}

/** `(max-width)` query that ends just below a breakpoint's lower edge. */
export function down(name: Breakpoint): string {
  const range = breakpoints[name] as Range;
  return query({ max: (range.min ?? (range.max ?? 0) + 1) - 1 });
}

/** `(min-width)` query for a screen width (`xs` … `xxl`). */
export function screenUp(name: Screen): string {
  return query({ min: screens[name] });
}
