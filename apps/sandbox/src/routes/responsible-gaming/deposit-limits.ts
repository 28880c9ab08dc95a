import type { Schema } from '@casino/sdk';
import { ApiError } from '../../core/errors.ts';
import { toAmount } from '../../core/ledger.ts';
import type { Db } from '../../db/db.ts';

const DAY_MS = 86_400_000;
/** Raises and removals wait this long, so a decision made on a losing streak can be reconsidered. */
export const COOLING_OFF_MS = DAY_MS;

export type LimitPeriod = 1 | 7 | 14 | 30;

interface LimitRow {
  period_days: LimitPeriod;
  limit_minor: string;
  period_started_at: Date;
  pending_set: boolean;
  pending_minor: string | null;
  pending_at: Date | null;
}

/** A limit's current window: periods roll over from when it was first set. */
export function windowOf(row: Pick<LimitRow, 'period_days' | 'period_started_at'>, now: number): { start: number; end: number } {
  const periodMs = row.period_days * DAY_MS;
  const started = new Date(row.period_started_at).getTime();
  const start = started + Math.max(0, Math.floor((now - started) / periodMs)) * periodMs;
  return { start, end: start + periodMs };
}

/** Pending changes whose cooling-off is over take effect (a removal deletes the limit). */
async function applyDue(db: Db, uid: number, now: Date): Promise<void> {
  await db.query('DELETE FROM deposit_limits WHERE uid = $1 AND pending_set AND pending_minor IS NULL AND pending_at <= $2', [uid, now]);
  await db.query(
    `UPDATE deposit_limits SET limit_minor = pending_minor, pending_set = false, pending_minor = NULL, pending_at = NULL, updated_at = $2
     WHERE uid = $1 AND pending_set AND pending_at <= $2`,
    [uid, now],
  );
}

/** Deposits (settled and pending) since `from`: what counts against a limit. */
async function depositedSince(db: Db, uid: number, from: number): Promise<number> {
  const { total } = await db.one<{ total: string }>(
    `SELECT COALESCE(SUM(amount_minor), 0)::text AS total FROM payments
     WHERE uid = $1 AND kind = 'deposit' AND status IN ('success', 'pending') AND created_at >= $2`,
    [uid, new Date(from)],
  );
  return Number(total);
}

export interface LimitState {
  period: LimitPeriod;
  limitMinor: number;
  usedMinor: number;
  availableMinor: number;
  end: number;
  pending: { limitMinor: number | null; at: number } | null;
}

/** Every limit of the player after applying due changes, sorted by period. */
export async function limitStates(db: Db, uid: number, now: Date): Promise<LimitState[]> {
  await applyDue(db, uid, now);
  const rows = await db.query<LimitRow>(
    'SELECT period_days, limit_minor, period_started_at, pending_set, pending_minor, pending_at FROM deposit_limits WHERE uid = $1 ORDER BY period_days',
    [uid],
  );
  const states: LimitState[] = [];
  for (const row of rows) {
    const { start, end } = windowOf(row, now.getTime());
    const usedMinor = await depositedSince(db, uid, start);
    const limitMinor = Number(row.limit_minor);
    states.push({
      period: row.period_days,
      limitMinor,
      usedMinor,
      availableMinor: Math.max(0, limitMinor - usedMinor),
      end,
      pending: row.pending_set ? { limitMinor: row.pending_minor === null ? null : Number(row.pending_minor), at: new Date(row.pending_at!).getTime() } : null,
    });
  }
  return states;
}

/** The lowest remaining amount over every limit (undefined: no limit). */
export const lowestAvailable = (states: readonly LimitState[]): number | undefined =>
  states.length ? Math.min(...states.map((s) => s.availableMinor)) : undefined;

export function limitsDto(states: readonly LimitState[], currency: string): Schema<'ResponsibleGamingLimits'> {
  const lowest = lowestAvailable(states);
  return {
    currency,
    available_amount: lowest === undefined ? null : toAmount(lowest),
    deposit: states.map((s) => ({
      period: s.period,
      limit_amount: toAmount(s.limitMinor),
      used_amount: toAmount(s.usedMinor),
      available_amount: toAmount(s.availableMinor),
      expired_at: new Date(s.end).toISOString(),
      pending: s.pending && { limit_amount: s.pending.limitMinor === null ? null : toAmount(s.pending.limitMinor), effective_at: new Date(s.pending.at).toISOString() },
    })),
  };
}

/** Refuses a deposit that does not fit every limit, naming the lowest remaining amount. */
export async function checkDepositLimits(db: Db, uid: number, amountMinor: number, now: Date): Promise<void> {
  const available = lowestAvailable(await limitStates(db, uid, now));
  if (available !== undefined && amountMinor > available) {
    throw new ApiError('BillingDepositLimitExceededException', 'The deposit limit would be exceeded', { error_data: { available_amount: toAmount(available) } });
  }
}

/**
 * A new limit or a lower one applies at once; the same amount drops a pending change; a higher amount or a removal
 * (`limitMinor` null) waits out the cooling-off.
 */
export async function setDepositLimit(db: Db, uid: number, period: LimitPeriod, limitMinor: number | null, now: Date): Promise<void> {
  await applyDue(db, uid, now);
  const current = await db.maybeOne<{ limit_minor: string }>('SELECT limit_minor FROM deposit_limits WHERE uid = $1 AND period_days = $2', [uid, period]);
  if (!current) {
    if (limitMinor !== null) {
      await db.query('INSERT INTO deposit_limits (uid, limit_minor, period_days, period_started_at, updated_at) VALUES ($1, $2, $3, $4, $4)', [uid, limitMinor, period, now]);
    }
    return;
  }
  const currentMinor = Number(current.limit_minor);
  if (limitMinor !== null && limitMinor <= currentMinor) {
    await db.query(
      'UPDATE deposit_limits SET limit_minor = $3, pending_set = false, pending_minor = NULL, pending_at = NULL, updated_at = $4 WHERE uid = $1 AND period_days = $2',
      [uid, period, limitMinor, now],
    );
    return;
  }
  await db.query('UPDATE deposit_limits SET pending_set = true, pending_minor = $3, pending_at = $4, updated_at = $5 WHERE uid = $1 AND period_days = $2', [
    uid, period, limitMinor, new Date(now.getTime() + COOLING_OFF_MS), now,
  ]);
}

/** Drops a pending change; false when none was pending. */
export async function cancelLimitChange(db: Db, uid: number, period: LimitPeriod, now: Date): Promise<boolean> {
  await applyDue(db, uid, now);
  const rows = await db.query<{ uid: number }>(
    'UPDATE deposit_limits SET pending_set = false, pending_minor = NULL, pending_at = NULL, updated_at = $3 WHERE uid = $1 AND period_days = $2 AND pending_set RETURNING uid',
    [uid, period, now],
  );
  return rows.length > 0;
}
