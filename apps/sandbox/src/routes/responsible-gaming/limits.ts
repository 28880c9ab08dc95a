import type { Schema } from '@casino/sdk';
import { ApiError } from '../../core/errors.ts';
import { toAmount } from '../../core/ledger.ts';
import type { Db } from '../../db/db.ts';
import { changeWithKey, recordChange } from './changes.ts';

const DAY_MS = 86_400_000;
/** Raises and removals wait this long, so a decision made on a losing streak can be reconsidered. */
const COOLING_OFF_MS = DAY_MS;

export type LimitPeriod = 1 | 7 | 14 | 30;
export type LimitKind = 'deposit' | 'loss' | 'wager';

interface LimitRow {
  period_days: LimitPeriod;
  limit_minor: string;
  period_started_at: Date;
  pending_set: boolean;
  pending_minor: string | null;
  pending_at: Date | null;
}

/** A limit's current window: periods roll over from when it was first set. */
function windowOf(row: Pick<LimitRow, 'period_days' | 'period_started_at'>, now: number): { start: number; end: number } {
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

/** What counts against a limit since `from`: deposits (settled and pending), net loss or stakes of game rounds. */
async function usedSince(db: Db, uid: number, kind: LimitKind, from: number): Promise<number> {
  const sql =
    kind === 'deposit'
      ? `SELECT COALESCE(SUM(amount_minor), 0)::text AS total FROM payments
         WHERE uid = $1 AND kind = 'deposit' AND status IN ('success', 'pending') AND created_at >= $2`
      : `SELECT COALESCE(SUM(${kind === 'loss' ? 'bet_minor - win_minor' : 'bet_minor'}), 0)::text AS total FROM game_rounds WHERE uid = $1 AND created_at >= $2`;
  const { total } = await db.one<{ total: string }>(sql, [uid, new Date(from)]);
  return Math.max(0, Number(total));
}

export interface LimitState {
  period: LimitPeriod;
  limitMinor: number;
  usedMinor: number;
  availableMinor: number;
  end: number;
  pending: { limitMinor: number | null; at: number } | null;
}

/** Every limit of a kind after applying due changes, sorted by period. */
export async function limitStates(db: Db, uid: number, now: Date, kind: LimitKind = 'deposit'): Promise<LimitState[]> {
  await applyDue(db, uid, now);
  const rows = await db.query<LimitRow>(
    'SELECT period_days, limit_minor, period_started_at, pending_set, pending_minor, pending_at FROM deposit_limits WHERE uid = $1 AND kind = $2 ORDER BY period_days',
    [uid, kind],
  );
  const states: LimitState[] = [];
  for (const row of rows) {
    const { start, end } = windowOf(row, now.getTime());
    const usedMinor = await usedSince(db, uid, kind, start);
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
const lowestAvailable = (states: readonly LimitState[]): number | undefined =>
  states.length ? Math.min(...states.map((s) => s.availableMinor)) : undefined;

const available = (states: readonly LimitState[]) => {
  const lowest = lowestAvailable(states);
  return lowest === undefined ? null : toAmount(lowest);
};

/** Every kind's limits as the contract shows them. */
export async function allLimits(db: Db, uid: number, currency: string, now: Date): Promise<Schema<'ResponsibleGamingLimits'>> {
  const [deposit, loss, wager] = [await limitStates(db, uid, now, 'deposit'), await limitStates(db, uid, now, 'loss'), await limitStates(db, uid, now, 'wager')];
  return {
    currency,
    deposit: limitsDto(deposit),
    available_amount: available(deposit),
    loss: limitsDto(loss),
    loss_available_amount: available(loss),
    wager: limitsDto(wager),
    wager_available_amount: available(wager),
  };
}

function limitsDto(states: readonly LimitState[]): Schema<'PlayerLimit'>[] {
  return states.map((s) => ({
      period: s.period,
      limit_amount: toAmount(s.limitMinor),
      used_amount: toAmount(s.usedMinor),
      available_amount: toAmount(s.availableMinor),
      expired_at: new Date(s.end).toISOString(),
      pending: s.pending && { limit_amount: s.pending.limitMinor === null ? null : toAmount(s.pending.limitMinor), effective_at: new Date(s.pending.at).toISOString() },
  }));
}

/** Refuses a deposit that does not fit every limit, naming the lowest remaining amount. */
export async function checkDepositLimits(db: Db, uid: number, amountMinor: number, now: Date): Promise<void> {
  const left = lowestAvailable(await limitStates(db, uid, now, 'deposit'));
  if (left !== undefined && amountMinor > left) {
    throw new ApiError('BillingDepositLimitExceededException', 'The deposit limit would be exceeded', { error_data: { available_amount: toAmount(left) } });
  }
}

/**
 * A new limit or a lower one applies at once; the same amount drops a pending change; a higher amount or a removal
 * (`limitMinor` null) waits out the cooling-off. Idempotent by nature: a repeat of the change already pending keeps
 * its time (a retry never pushes the cooling-off back), and a call that changes nothing records nothing.
 */
export async function setLimit(db: Db, uid: number, kind: LimitKind, period: LimitPeriod, limitMinor: number | null, now: Date): Promise<void> {
  await applyDue(db, uid, now);
  const subject = `${kind}:${period}`;
  const current = await db.maybeOne<Pick<LimitRow, 'limit_minor' | 'pending_set' | 'pending_minor'>>(
    'SELECT limit_minor, pending_set, pending_minor FROM deposit_limits WHERE uid = $1 AND kind = $2 AND period_days = $3',
    [uid, kind, period],
  );
  if (!current) {
    if (limitMinor !== null) {
      await db.query('INSERT INTO deposit_limits (uid, kind, limit_minor, period_days, period_started_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)', [uid, kind, limitMinor, period, now]);
      await recordChange(db, uid, subject, 'set', now);
    }
    return;
  }
  const currentMinor = Number(current.limit_minor);
  if (limitMinor !== null && limitMinor <= currentMinor) {
    if (limitMinor === currentMinor && !current.pending_set) return;
    await db.query(
      'UPDATE deposit_limits SET limit_minor = $4, pending_set = false, pending_minor = NULL, pending_at = NULL, updated_at = $5 WHERE uid = $1 AND kind = $2 AND period_days = $3',
      [uid, kind, period, limitMinor, now],
    );
    await recordChange(db, uid, subject, limitMinor < currentMinor ? 'lower' : 'keep', now);
    return;
  }
  const pendingMinor = current.pending_minor === null ? null : Number(current.pending_minor);
  if (current.pending_set && pendingMinor === limitMinor) return;
  await db.query('UPDATE deposit_limits SET pending_set = true, pending_minor = $4, pending_at = $5, updated_at = $6 WHERE uid = $1 AND kind = $2 AND period_days = $3', [
    uid, kind, period, limitMinor, new Date(now.getTime() + COOLING_OFF_MS), now,
  ]);
  await recordChange(db, uid, subject, limitMinor === null ? 'remove' : 'raise', now);
}

export type CancelOutcome = 'cancelled' | 'repeated' | 'none';

/**
 * Drops a pending change: 'cancelled', or 'none' when none was pending. Not idempotent by nature (a second cancel
 * finds nothing to cancel), so the client's key makes a retry the same call: 'repeated' when that key's cancel is
 * stored already, and nothing changes.
 */
export async function cancelLimitChange(
  db: Db, uid: number, kind: LimitKind, period: LimitPeriod, now: Date, idempotencyKey: string | null = null,
): Promise<CancelOutcome> {
  await applyDue(db, uid, now);
  const repeated = () => (idempotencyKey === null ? Promise.resolve(false) : changeWithKey(db, uid, idempotencyKey));
  if (await repeated()) return 'repeated';
  const outcome = await db.transaction(async (tx): Promise<CancelOutcome> => {
    const rows = await tx.query<{ uid: number }>(
      'UPDATE deposit_limits SET pending_set = false, pending_minor = NULL, pending_at = NULL, updated_at = $4 WHERE uid = $1 AND kind = $2 AND period_days = $3 AND pending_set RETURNING uid',
      [uid, kind, period, now],
    );
    if (rows.length === 0) return 'none';
    await recordChange(tx, uid, `${kind}:${period}`, 'cancel', now, idempotencyKey);
    return 'cancelled';
  }).catch(async (error: unknown): Promise<CancelOutcome> => {
    // two concurrent twins on PostgreSQL: the loser's key collides with the winner's, whose cancel stands
    if (await repeated()) return 'repeated';
    throw error;
  });
  // a twin that ran first took the pending change away: it was this same call
  return outcome === 'none' && (await repeated()) ? 'repeated' : outcome;
}
