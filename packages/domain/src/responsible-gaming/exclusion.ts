import { HOUR_MS } from '../shared/time';
import { SELF_EXCLUSION_PERIODS, selfExclusionEnd } from '../cashier/limits';

/** A time-out is a short break; a self-exclusion a long one, up to permanent. */
export type ExclusionKind = 'timeout' | 'exclusion';

export interface TimeOutPeriod {
  readonly id: '24h' | '48h' | '1w' | '2w' | '4w' | '6w';
  readonly hours: number;
}

/** Time-out periods: from 24 hours up to 6 weeks. */
export const TIME_OUT_PERIODS: readonly TimeOutPeriod[] = [
  { id: '24h', hours: 24 },
  { id: '48h', hours: 48 },
  { id: '1w', hours: 7 * 24 },
  { id: '2w', hours: 14 * 24 },
  { id: '4w', hours: 28 * 24 },
  { id: '6w', hours: 42 * 24 },
];

/** The self-exclusion periods' ids (`SELF_EXCLUSION_PERIODS`). */
export type SelfExclusionPeriodId = '1d' | '7d' | '30d' | '3m' | '6m' | '9m' | '1y' | '2y' | '3y' | '4y' | '5y' | 'permanent';
export type ExclusionPeriodId = TimeOutPeriod['id'] | SelfExclusionPeriodId;

/** An exclusion in force; `until` (epoch ms) is null when permanent. */
export interface ActiveExclusion {
  readonly kind: ExclusionKind;
  readonly period: ExclusionPeriodId;
  readonly until: number | null;
}

/** The period ids a kind offers, in the order shown. */
export function exclusionPeriodIds(kind: ExclusionKind): readonly ExclusionPeriodId[] {
  return kind === 'timeout' ? TIME_OUT_PERIODS.map((p) => p.id) : SELF_EXCLUSION_PERIODS.map((p) => p.id as SelfExclusionPeriodId);
}

/** When an exclusion of `period` starting at `now` ends: epoch ms, null when permanent, undefined when the period is not one of `kind`'s. */
export function exclusionEnd(kind: ExclusionKind, period: string, now: number): number | null | undefined {
  if (kind === 'timeout') {
    const timeOut = TIME_OUT_PERIODS.find((p) => p.id === period);
    return timeOut ? now + timeOut.hours * HOUR_MS : undefined;
  }
  const exclusion = SELF_EXCLUSION_PERIODS.find((p) => p.id === period);
  if (!exclusion) return undefined;
  return selfExclusionEnd(exclusion, now) ?? null;
}

/** A sign-in refusal: an exclusion, or the break after a session time limit (`until` is then when play resumes). */
export type SignInRefusal = ActiveExclusion | { readonly kind: 'sessionLimit'; readonly until: number | null };

/** Reads the sign-in refusal's error data (`{ kind, period, until }`); undefined when it is not one. */
export function exclusionFromError(type: string, data: Readonly<Record<string, unknown>>): SignInRefusal | undefined {
  if (type !== 'UserSelfExcludedException') return undefined;
  if (data.kind === 'session_limit') {
    const resume = typeof data.until === 'string' ? Date.parse(data.until) : NaN;
    return { kind: 'sessionLimit', until: Number.isFinite(resume) ? resume : null };
  }
  const kind = data.kind === 'timeout' ? 'timeout' : 'exclusion';
  const until = typeof data.until === 'string' ? Date.parse(data.until) : null;
  const period = typeof data.period === 'string' ? (data.period as ExclusionPeriodId) : 'permanent';
  return { kind, period, until: until !== null && Number.isFinite(until) ? until : null };
}
