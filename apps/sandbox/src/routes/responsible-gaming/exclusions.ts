import type { Schema } from '@casino/sdk';
import { ApiError } from '../../core/errors.ts';
import type { Db } from '../../db/db.ts';
import { recordChange } from './changes.ts';

type Kind = Schema<'ExclusionKind'>;
type PeriodId = Schema<'ExclusionPeriodId'>;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Each period: a fixed length in ms, or calendar months; null for permanent. */
const PERIODS: Record<Kind, Partial<Record<PeriodId, { ms?: number; months?: number } | null>>> = {
  timeout: { '24h': { ms: DAY_MS }, '48h': { ms: 2 * DAY_MS }, '1w': { ms: 7 * DAY_MS }, '2w': { ms: 14 * DAY_MS }, '4w': { ms: 28 * DAY_MS }, '6w': { ms: 42 * DAY_MS } },
  exclusion: {
    '1d': { ms: DAY_MS }, '7d': { ms: 7 * DAY_MS }, '30d': { ms: 30 * DAY_MS },
    '3m': { months: 3 }, '6m': { months: 6 }, '9m': { months: 9 },
    '1y': { months: 12 }, '2y': { months: 24 }, '3y': { months: 36 }, '4y': { months: 48 }, '5y': { months: 60 },
    permanent: null,
  },
};

/** Calendar months in UTC, clamped to the target month's last day (31 Jan + 1 month = 28/29 Feb). */
function addMonths(now: number, months: number): number {
  const d = new Date(now);
  const target = d.getUTCMonth() + months;
  const year = d.getUTCFullYear() + Math.floor(target / 12);
  const month = target % 12;
  const day = Math.min(d.getUTCDate(), new Date(Date.UTC(year, month + 1, 0)).getUTCDate());
  return Date.UTC(year, month, day, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
}

/** When an exclusion of `period` started at `now` ends: epoch ms, null when permanent, undefined when the period does not belong to `kind`. */
export function exclusionEnd(kind: Kind, period: PeriodId, now: number): number | null | undefined {
  if (!(period in PERIODS[kind])) return undefined;
  const spec = PERIODS[kind][period];
  if (!spec) return null;
  return spec.ms !== undefined ? now + spec.ms : addMonths(now, spec.months ?? 0);
}

interface ExclusionRow {
  kind: Kind;
  period_id: PeriodId;
  ends_at: Date | null;
}

/** Starts an exclusion (a longer one replaces a shorter; a shorter never shortens one in force) and ends every session of the player. */
export async function exclude(db: Db, uid: number, kind: Kind, period: PeriodId, endsAt: number | null, now: Date): Promise<Schema<'Exclusion'>> {
  const current = await activeExclusion(db, uid, now);
  const keepCurrent = current && (current.ends_at === null || (endsAt !== null && new Date(current.ends_at).getTime() >= endsAt));
  if (!keepCurrent) {
    await db.query(
      `INSERT INTO exclusions (uid, kind, period_id, started_at, ends_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (uid) DO UPDATE SET kind = $2, period_id = $3, started_at = $4, ends_at = $5`,
      [uid, kind, period, now, endsAt === null ? null : new Date(endsAt)],
    );
    await recordChange(db, uid, kind, 'start', now);
  }
  await db.query('DELETE FROM sessions WHERE uid = $1', [uid]);
  const row = keepCurrent ? current : { kind, period_id: period, ends_at: endsAt === null ? null : new Date(endsAt) };
  return toDto(row);
}

async function activeExclusion(db: Db, uid: number, now: Date): Promise<ExclusionRow | undefined> {
  return db.maybeOne<ExclusionRow>('SELECT kind, period_id, ends_at FROM exclusions WHERE uid = $1 AND (ends_at IS NULL OR ends_at > $2)', [uid, now]);
}

const toDto = (row: ExclusionRow): Schema<'Exclusion'> => ({ kind: row.kind, period: row.period_id, until: row.ends_at === null ? null : new Date(row.ends_at).toISOString() });

/** After a definite self-exclusion ends, coming back waits this long more (a time-out has no such wait). */
const RETURN_COOLING_OFF_MS = 24 * HOUR_MS;

/**
 * Sign-in is refused while an exclusion is in force, and for 24 hours after a definite self-exclusion ended; the
 * error says until when sign-in opens again.
 */
export async function assertNotExcluded(db: Db, uid: number, now: Date): Promise<void> {
  const row = await db.maybeOne<ExclusionRow>('SELECT kind, period_id, ends_at FROM exclusions WHERE uid = $1', [uid]);
  if (!row) return;
  const ends = row.ends_at === null ? null : new Date(row.ends_at).getTime() + (row.kind === 'exclusion' ? RETURN_COOLING_OFF_MS : 0);
  if (ends !== null && ends <= now.getTime()) return;
  const until = ends === null ? null : new Date(ends).toISOString();
  throw new ApiError('UserSelfExcludedException', 'The account is excluded from play', { error_data: { kind: row.kind, period: row.period_id, until } });
}

/**
 * The same check for sign-in paths that cannot answer with an error (the social consent page): the refusal's error
 * data (`{ kind, period, until }`), or undefined when the account may come in.
 */
export async function exclusionOf(db: Db, uid: number, now: Date): Promise<Record<string, unknown> | undefined> {
  return assertNotExcluded(db, uid, now).then(
    () => undefined,
    (error: unknown) => {
      if (error instanceof ApiError && error.type === 'UserSelfExcludedException') return (error.details.error_data ?? {}) as Record<string, unknown>;
      throw error;
    },
  );
}
