import type { Schema } from '@casino/sdk';
import { ApiError } from '../../core/errors.ts';
import { toAmount } from '../../core/ledger.ts';
import type { Db } from '../../db/db.ts';
import { recordChange } from './changes.ts';

const MINUTE_MS = 60_000;
/** After a session time limit ends a session, sign-in waits this long: the limit is a real stop, not a re-login. */
const SESSION_LIMIT_BREAK_MS = 60 * MINUTE_MS;

interface PlayRow {
  started_at: Date | null;
  reality_check_minutes: number | null;
  session_limit_minutes: number | null;
}

async function playRow(db: Db, uid: number): Promise<PlayRow> {
  return (
    (await db.maybeOne<PlayRow>(
      `SELECT s.started_at, p.reality_check_minutes, p.session_limit_minutes
       FROM users u LEFT JOIN play_sessions s ON s.uid = u.uid LEFT JOIN play_settings p ON p.uid = u.uid WHERE u.uid = $1`,
      [uid],
    )) ?? { started_at: null, reality_check_minutes: 0, session_limit_minutes: null }
  );
}

const endOf = (row: PlayRow): number | null =>
  row.started_at && row.session_limit_minutes ? new Date(row.started_at).getTime() + row.session_limit_minutes * MINUTE_MS : null;

/** A sign-in starts a play session, unless the break after a session time limit is still running. */
export async function startPlaySession(db: Db, uid: number, now: Date): Promise<void> {
  const end = endOf(await playRow(db, uid));
  if (end !== null && end <= now.getTime() && now.getTime() < end + SESSION_LIMIT_BREAK_MS) {
    throw new ApiError('UserSelfExcludedException', 'The session time limit was reached', {
      error_data: { kind: 'session_limit', period: null, until: new Date(end + SESSION_LIMIT_BREAK_MS).toISOString() },
    });
  }
  await db.query('INSERT INTO play_sessions (uid, started_at) VALUES ($1, $2) ON CONFLICT (uid) DO UPDATE SET started_at = $2', [uid, now]);
}

/** Real-money wins minus stakes of the game rounds since the session started. */
async function netResult(db: Db, uid: number, since: Date): Promise<number> {
  const { total } = await db.one<{ total: string }>(
    'SELECT COALESCE(SUM(win_minor - bet_minor), 0)::text AS total FROM game_rounds WHERE uid = $1 AND created_at >= $2',
    [uid, since],
  );
  return toAmount(total);
}

/** The session as the contract shows it; `expired` when its time limit has passed (the caller ends the session). */
export async function playSession(db: Db, uid: number, currency: string, now: Date): Promise<{ dto: Schema<'PlaySession'>; expired: boolean }> {
  let row = await playRow(db, uid);
  if (!row.started_at) {
    await db.query('INSERT INTO play_sessions (uid, started_at) VALUES ($1, $2) ON CONFLICT (uid) DO NOTHING', [uid, now]);
    row = await playRow(db, uid);
  }
  const started = new Date(row.started_at!);
  const end = endOf(row);
  return {
    expired: end !== null && end <= now.getTime(),
    dto: {
      started_at: started.toISOString(),
      reality_check_minutes: (row.reality_check_minutes ?? 0) as Schema<'RealityCheckInterval'>,
      session_limit_minutes: row.session_limit_minutes,
      ends_at: end === null ? null : new Date(end).toISOString(),
      resume_at: end === null ? null : new Date(end + SESSION_LIMIT_BREAK_MS).toISOString(),
      net_result: await netResult(db, uid, started),
      currency,
    },
  };
}

export async function savePlaySettings(db: Db, uid: number, realityCheckMinutes: number, sessionLimitMinutes: number | null, now: Date): Promise<void> {
  const stored = await db.maybeOne<{ reality_check_minutes: number; session_limit_minutes: number | null }>(
    'SELECT reality_check_minutes, session_limit_minutes FROM play_settings WHERE uid = $1',
    [uid],
  );
  if (stored && stored.reality_check_minutes === realityCheckMinutes && stored.session_limit_minutes === sessionLimitMinutes) return; // a repeat changes nothing
  await db.query(
    `INSERT INTO play_settings (uid, reality_check_minutes, session_limit_minutes) VALUES ($1, $2, $3)
     ON CONFLICT (uid) DO UPDATE SET reality_check_minutes = $2, session_limit_minutes = $3`,
    [uid, realityCheckMinutes, sessionLimitMinutes],
  );
  await recordChange(db, uid, 'play_settings', 'save', now);
}
