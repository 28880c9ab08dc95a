import type { Schema } from '@casino/sdk';
import { post, type Wallet } from '../../core/ledger.ts';
import type { BaseCtx } from '../../core/types.ts';
import { fieldError } from '../_money/errors.ts';
import { iso, isoRequired, money } from '../_money/money.ts';

export interface BonusRow {
  id: number;
  uid: number;
  type: 'casino' | 'betting';
  status: Schema<'BonusStatus'>;
  amount_minor: string;
  currency: string;
  wager_multiplier: string;
  wagered_minor: string;
  min_odds: string;
  description: { title: string; text: string; image?: string | null; terms?: string | null };
  created_at: Date;
  activated_at: Date | null;
  expired_at: Date | null;
}

const walletOf = (type: BonusRow['type']): Wallet => (type === 'casino' ? 'bonus' : 'betting_bonus');

export const bonusDescription = (row: BonusRow): Schema<'PromoDescription'> => ({ image: null, terms: null, ...row.description });

export function toBonus(row: BonusRow, withDescription: boolean): Schema<'Bonus'> {
  const multiplier = Number(row.wager_multiplier);
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    amount: money(row.amount_minor, row.currency),
    wager: { multiplier, required: money(Math.round(Number(row.amount_minor) * multiplier), row.currency), done: money(row.wagered_minor, row.currency) },
    created_at: isoRequired(row.created_at),
    activated_at: iso(row.activated_at),
    expired_at: iso(row.expired_at),
    ...(withDescription ? { description: bonusDescription(row) } : {}),
  };
}

/** Offers that ran out before activation become `expired` (lazily, on read). */
export const expireBonuses = (ctx: BaseCtx, uid: number) =>
  ctx.db.query(`UPDATE bonuses SET status = 'expired' WHERE uid = $1 AND status = 'available' AND expired_at <= $2`, [uid, ctx.now()]);

type Move = 'activate' | 'deactivate' | 'remove';
const transitions: Record<Move, { from: BonusRow['status'][]; to: BonusRow['status'] }> = {
  activate: { from: ['available'], to: 'active' },
  deactivate: { from: ['active'], to: 'available' },
  remove: { from: ['available', 'active'], to: 'cancelled' },
};

/**
 * Moves a bonus between statuses and its money between the bonus wallet and nowhere, in one transaction:
 * activation credits the wallet; deactivating or removing an active bonus debits it. Activation with `burnActive`
 * first cancels the active bonus of the same type (bonus isolation: one running bonus per wallet).
 */
/** For every operation that names a bonus by `bonus_id`. */
export async function moveBonus(
  ctx: BaseCtx & { readonly params: { bonus_id: number } },
  move: Move,
  options: { onlyType?: BonusRow['type']; burnActive?: boolean } = {},
): Promise<1> {
  const uid = ctx.requireUser();
  const id = ctx.params.bonus_id;
  const now = ctx.now();
  await expireBonuses(ctx, uid);
  await ctx.db.transaction(async (tx) => {
    const row = await tx.maybeOne<BonusRow>('SELECT * FROM bonuses WHERE id = $1 AND uid = $2 FOR UPDATE', [id, uid]);
    if (move === 'deactivate' && row?.status === 'available' && row.activated_at) return; // deactivated already: a retry
    if (!row || (options.onlyType && row.type !== options.onlyType)) throw fieldError('bonus_id', 'not_found', 'Bonus not found');
    const { from, to } = transitions[move];
    // a retry of a move that already happened (the client gave up before the answer) is answered as the first was
    if (row.status === to && move !== 'deactivate') return;
    if (!from.includes(row.status)) throw fieldError('bonus_id', 'wrong_status', `A ${row.status} bonus cannot be changed this way`);
    if (move === 'activate') {
      const active = await tx.maybeOne<BonusRow>(`SELECT * FROM bonuses WHERE uid = $1 AND type = $2 AND status = 'active' FOR UPDATE`, [uid, row.type]);
      if (active && !options.burnActive) throw fieldError('bonus_id', 'active_exists', 'Another bonus is already active');
      // the player agreed to forfeit the running bonus: it ends here, and its money leaves the wallet with it
      if (active) {
        await tx.query(`UPDATE bonuses SET status = 'cancelled' WHERE id = $1`, [active.id]);
        await post(tx, { uid, wallet: walletOf(active.type), amountMinor: -Number(active.amount_minor), currency: active.currency, reason: 'bonus_burn', ref: `bonus:${active.id}` });
      }
    }
    await tx.query('UPDATE bonuses SET status = $2, activated_at = CASE WHEN $2 = $4 THEN $3::timestamptz ELSE activated_at END WHERE id = $1', [id, to, now, 'active']);
    const sign = move === 'activate' ? 1 : row.status === 'active' ? -1 : 0;
    if (sign) {
      await post(tx, { uid, wallet: walletOf(row.type), amountMinor: sign * Number(row.amount_minor), currency: row.currency, reason: `bonus_${move}`, ref: `bonus:${id}` });
    }
  });
  return 1;
}
