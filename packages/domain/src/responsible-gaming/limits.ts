import { DAY_MS } from '../shared/time';
import type { DepositLimitDays } from '../cashier/limits';

/** Raises and removals wait this long before they apply, so a decision made in the heat of play can be reconsidered. */
export const COOLING_OFF_MS = DAY_MS;

/** A raise (or a removal, `limit` null) waiting out the cooling-off. */
export interface PendingLimitChange {
  readonly limit: number | null;
  /** Epoch ms when it applies. */
  readonly effectiveAt: number;
}

/** One limit of one period, in the account currency's major unit. */
export interface PeriodLimit {
  readonly period: DepositLimitDays;
  readonly limit: number;
  readonly used: number;
  readonly available: number;
  /** Epoch ms when the current period ends and `used` starts again from zero. */
  readonly resetsAt: number;
  readonly pending: PendingLimitChange | null;
}

/** What a limit caps: deposits, the net loss of game rounds (stakes minus wins), or the stakes. */
export type LimitKind = 'deposit' | 'loss' | 'wager';
export const LIMIT_KINDS: readonly LimitKind[] = ['deposit', 'loss', 'wager'];

/** The periods each kind offers: deposit limits also a fortnight; loss and wager limits a day, a week or a month. */
export const LIMIT_PERIODS: Readonly<Record<LimitKind, readonly DepositLimitDays[]>> = { deposit: [1, 7, 14, 30], loss: [1, 7, 30], wager: [1, 7, 30] };

/** The limits of one kind (at most one per period) and the lowest remaining amount (null when none is set). */
export interface LimitSet {
  readonly limits: readonly PeriodLimit[];
  readonly available: number | null;
}

/** Every limit of the player, by kind, in the account currency. */
export interface PlayerLimits {
  readonly currency: string;
  readonly deposit: LimitSet;
  readonly loss: LimitSet;
  readonly wager: LimitSet;
}

/** All limits apply at once, so what can still be deposited is the lowest remaining amount (undefined: no limit). */
export function lowestAvailable(limits: readonly Pick<PeriodLimit, 'available'>[]): number | undefined {
  return limits.length ? Math.max(0, Math.min(...limits.map((l) => l.available))) : undefined;
}

/** The limit that binds: the one with the lowest remaining amount (the first of equals). */
export function bindingLimit<T extends Pick<PeriodLimit, 'available'>>(limits: readonly T[]): T | undefined {
  return limits.reduce<T | undefined>((low, l) => (!low || l.available < low.available ? l : low), undefined);
}

/**
 * What a requested change does: a new limit or a lower one applies at once; a higher one or a removal (`next` null)
 * waits out the cooling-off; the same amount only drops a pending change; removing a limit that does not exist does nothing.
 */
export type LimitChangeEffect = 'immediate' | 'pending' | 'unchanged';

export function limitChangeEffect(current: number | undefined, next: number | null): LimitChangeEffect {
  if (current === undefined) return next === null ? 'unchanged' : 'immediate';
  if (next === null || next > current) return 'pending';
  return next === current ? 'unchanged' : 'immediate';
}

/** When a change requested at `now` with the given effect applies. */
export function limitChangeEffectiveAt(effect: LimitChangeEffect, now: number): number {
  return effect === 'pending' ? now + COOLING_OFF_MS : now;
}

/** The window of a rolling period that started at `startedAt`: periods follow each other from that moment. */
export function limitPeriodWindow(startedAt: number, periodDays: number, now: number): { readonly start: number; readonly end: number } {
  const length = periodDays * DAY_MS;
  const start = startedAt + Math.max(0, Math.floor((now - startedAt) / length)) * length;
  return { start, end: start + length };
}
