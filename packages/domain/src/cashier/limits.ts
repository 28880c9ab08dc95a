import { DAY_MS } from '../shared/time';

/** Deposit limit periods in days. */
export const DEPOSIT_LIMIT_PERIODS = [1, 7, 14, 30] as const;
export type DepositLimitDays = (typeof DEPOSIT_LIMIT_PERIODS)[number];

export function isDepositLimitPeriod(value: unknown): value is DepositLimitDays {
  return (DEPOSIT_LIMIT_PERIODS as readonly unknown[]).includes(Number(value)) && value !== '' && value !== null;
}

export interface SelfExclusionPeriod {
  readonly id: string;
  readonly unit: 'day' | 'month' | 'year' | 'permanent';
  readonly count: number;
}

/** Self-exclusion periods. */
export const SELF_EXCLUSION_PERIODS: readonly SelfExclusionPeriod[] = [
  { id: '1d', unit: 'day', count: 1 },
  { id: '7d', unit: 'day', count: 7 },
  { id: '30d', unit: 'day', count: 30 },
  { id: '3m', unit: 'month', count: 3 },
  { id: '6m', unit: 'month', count: 6 },
  { id: '9m', unit: 'month', count: 9 },
  { id: '1y', unit: 'year', count: 1 },
  { id: '2y', unit: 'year', count: 2 },
  { id: '3y', unit: 'year', count: 3 },
  { id: '4y', unit: 'year', count: 4 },
  { id: '5y', unit: 'year', count: 5 },
  { id: 'permanent', unit: 'permanent', count: 0 },
];

/**
 * When a self-exclusion starting at `now` ends (epoch ms, calendar months/years in UTC,
 * clamped to the month's last day); undefined for the permanent one.
 */
export function selfExclusionEnd(period: SelfExclusionPeriod, now: number): number | undefined {
  if (period.unit === 'permanent') return undefined;
  if (period.unit === 'day') return now + period.count * DAY_MS;
  const start = new Date(now);
  const months = period.unit === 'month' ? period.count : period.count * 12;
  const targetMonth = start.getUTCMonth() + months;
  const year = start.getUTCFullYear() + Math.floor(targetMonth / 12);
  const month = targetMonth % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(start.getUTCDate(), lastDay);
  return Date.UTC(year, month, day, start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds(), start.getUTCMilliseconds());
}

/** Identity verification steps. */
export const VERIFICATION_STEPS = ['start', 'verification', 'completed', 'change'] as const;
export type VerificationStep = (typeof VERIFICATION_STEPS)[number];
