import { randomBytes, randomInt } from 'node:crypto';
import { ApiError } from '../../core/errors.ts';
import { balances, post, toMinor } from '../../core/ledger.ts';
import type { Db } from '../../db/db.ts';
import { assertNotExcluded } from '../responsible-gaming/exclusions.ts';
import { limitStates } from '../responsible-gaming/limits.ts';
import { playSession } from '../responsible-gaming/play-sessions.ts';

/** Every spin of the stand-in slot stakes one unit of the account currency. */
const STAKE_MINOR = 100;
const SYMBOLS = ['7', '★', '♦', '♣'];

type RoundRefusal = 'unknown_launch' | 'excluded' | 'session_limit' | 'loss_limit' | 'wager_limit' | 'funds';
export type RoundResult = { ok: true; reels: string[]; win: number; balance: number } | { ok: false; refused: RoundRefusal };

/** A real-money launch: the token the frame plays its rounds with. */
export async function createLaunch(db: Db, uid: number, gameId: number, now: Date): Promise<string> {
  const token = randomBytes(18).toString('base64url');
  await db.query('INSERT INTO game_launches (token, uid, game_id, created_at) VALUES ($1, $2, $3, $4)', [token, uid, gameId, now]);
  return token;
}

/**
 * One spin, as a provider's server would settle it with the backend: refused during a time-out or self-exclusion,
 * after the session time limit, when the stake would pass a loss or wager limit, or without the funds; otherwise
 * the stake and the win go through the ledger and the round is recorded (history, limits and the reality check
 * read it).
 */
export async function playRound(db: Db, token: string, now: Date): Promise<RoundResult> {
  const launch = await db.maybeOne<{ uid: number; game_id: number }>('SELECT uid, game_id FROM game_launches WHERE token = $1', [token]);
  if (!launch) return { ok: false, refused: 'unknown_launch' };
  const { uid } = launch;
  return db.transaction(async (tx) => {
    try {
      await assertNotExcluded(tx, uid, now);
    } catch (error) {
      if (error instanceof ApiError) return { ok: false, refused: 'excluded' };
      throw error;
    }
    const { currency } = await tx.one<{ currency: string }>('SELECT currency FROM users WHERE uid = $1', [uid]);
    if ((await playSession(tx, uid, currency, now)).expired) return { ok: false, refused: 'session_limit' };
    for (const kind of ['loss', 'wager'] as const) {
      if ((await limitStates(tx, uid, now, kind)).some((limit) => limit.availableMinor < STAKE_MINOR)) return { ok: false, refused: `${kind}_limit` };
    }
    if (toMinor((await balances(tx, uid)).main.amount) < STAKE_MINOR) return { ok: false, refused: 'funds' };

    const reels = [0, 1, 2].map(() => SYMBOLS[randomInt(SYMBOLS.length)]!);
    const winMinor = (reels[0] === reels[1] && reels[1] === reels[2] ? 5 : reels[0] === reels[1] ? 2 : 0) * STAKE_MINOR;
    const roundId = randomBytes(8).toString('hex');
    await post(tx, { uid, wallet: 'main', amountMinor: -STAKE_MINOR, currency, reason: 'game_bet', ref: roundId });
    if (winMinor > 0) await post(tx, { uid, wallet: 'main', amountMinor: winMinor, currency, reason: 'game_win', ref: roundId });
    await tx.query('INSERT INTO game_rounds (uid, game_id, round_id, bet_minor, win_minor, currency, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      uid,
      launch.game_id,
      roundId,
      STAKE_MINOR,
      winMinor,
      currency,
      now,
    ]);
    return { ok: true, reels, win: winMinor / 100, balance: (await balances(tx, uid)).main.amount };
  });
}
