import { invalidParameters } from '../../core/errors.ts';
import { toMinor } from '../../core/ledger.ts';
import type { BaseCtx, HandlerMap } from '../../core/types.ts';
import { currencyOf } from '../_money/money.ts';
import { verifyPassword } from '../account/passwords.ts';
import { allLimits, cancelLimitChange, setLimit } from './limits.ts';
import { exclude, exclusionEnd } from './exclusions.ts';
import { playSession, savePlaySettings } from './play-sessions.ts';

/** The session's state; a session past its time limit ends here (the server's guard, whatever the app does). */
async function sessionOf(ctx: BaseCtx, uid: number) {
  const { dto, expired } = await playSession(ctx.db, uid, await currencyOf(ctx.db, uid), ctx.now());
  if (expired) await ctx.session.signOut();
  return dto;
}

async function limitsOf(ctx: BaseCtx, uid: number) {
  return allLimits(ctx.db, uid, await currencyOf(ctx.db, uid), ctx.now());
}

/** Responsible gaming (our proposal, `x-origin: proposed`): deposit limits and self-exclusion, kept on the server. */
export const handlers: HandlerMap = {
  'account.getLimits': async (ctx) => limitsOf(ctx, ctx.requireUser()),

  'account.setLimit': async (ctx) => {
    const uid = ctx.requireUser();
    const { period, amount, kind = 'deposit' } = ctx.params;
    if (kind !== 'deposit' && period === 14) throw invalidParameters({ period: [{ code: 'invalid', message: 'Loss and wager limits take 1, 7 or 30 days' }] });
    if (amount !== undefined && (!(amount > 0) || Math.abs(toMinor(amount) - amount * 100) > 1e-6)) {
      throw invalidParameters({ amount: [{ code: 'invalid', message: 'A positive amount with at most two decimals' }] });
    }
    await setLimit(ctx.db, uid, kind, period, amount === undefined ? null : toMinor(amount), ctx.now());
    return limitsOf(ctx, uid);
  },

  'account.cancelLimitChange': async (ctx) => {
    const uid = ctx.requireUser();
    const { kind = 'deposit', period, idempotency_key: key = null } = ctx.params;
    if ((await cancelLimitChange(ctx.db, uid, kind, period, ctx.now(), key)) === 'none') {
      throw invalidParameters({ period: [{ code: 'no_pending', message: 'No change is pending for this period' }] });
    }
    return limitsOf(ctx, uid);
  },

  'account.selfExclude': async (ctx) => {
    const uid = ctx.requireUser();
    const { kind, period, password } = ctx.params;
    const now = ctx.now();
    const endsAt = exclusionEnd(kind, period, now.getTime());
    if (endsAt === undefined) throw invalidParameters({ period: [{ code: 'invalid', message: `Not a ${kind} period` }] });
    const { password_hash } = await ctx.db.one<{ password_hash: string }>('SELECT password_hash FROM users WHERE uid = $1', [uid]);
    if (!(await verifyPassword(password, password_hash))) throw invalidParameters({ password: [{ code: 'wrong', message: 'The password is wrong' }] });
    const exclusion = await exclude(ctx.db, uid, kind, period, endsAt, now);
    await ctx.session.signOut();
    return exclusion;
  },

  'account.getPlaySession': async (ctx) => sessionOf(ctx, ctx.requireUser()),

  'account.setPlaySettings': async (ctx) => {
    const uid = ctx.requireUser();
    const limit = ctx.params.session_limit_minutes;
    if (limit !== undefined && !(Number.isInteger(limit) && limit >= 15 && limit <= 1440)) {
      throw invalidParameters({ session_limit_minutes: [{ code: 'invalid', message: 'From 15 to 1440 minutes' }] });
    }
    await savePlaySettings(ctx.db, uid, ctx.params.reality_check_minutes, limit ?? null, ctx.now());
    return sessionOf(ctx, uid);
  },
};
