/** What is wrong with a chosen period, if anything. */
export type PeriodProblem = 'from-required' | 'to-required' | 'from-after-to' | 'in-future';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today's calendar day (`YYYY-MM-DD`, UTC like the backend's day boundaries). */
export const today = (now: number) => new Date(now).toISOString().slice(0, 10);

/**
 * Checks a period of two calendar days: `required` days must be filled, the start is not after the end, and neither
 * lies in the future (there are no rounds there, and the backend refuses such exports).
 */
export function periodProblems(from: string, to: string, now: number, required: boolean): Partial<Record<'from' | 'to', PeriodProblem>> {
  const problems: Partial<Record<'from' | 'to', PeriodProblem>> = {};
  const day = today(now);
  if (!DAY.test(from)) { if (required || from) problems.from = 'from-required'; } else if (from > day) problems.from = 'in-future';
  if (!DAY.test(to)) { if (required || to) problems.to = 'to-required'; } else if (to > day) problems.to = 'in-future';
  if (!problems.from && !problems.to && DAY.test(from) && DAY.test(to) && from > to) problems.from = 'from-after-to';
  return problems;
}
