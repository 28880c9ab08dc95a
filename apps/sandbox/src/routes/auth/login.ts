import { ApiError } from '../../core/errors.ts';
import type { HandlerMap } from '../../core/types.ts';
import { RESEND_SECONDS, consumeTwoFactorCode, issueCode, resendError, resendWait } from '../account/codes.ts';
import { verifyPassword } from '../account/passwords.ts';
import { accountInfo, assertCanSignIn, codeRecipient, findByLogin } from '../account/users.ts';
import { assertNotExcluded } from '../responsible-gaming/exclusions.ts';
import { startPlaySession } from '../responsible-gaming/play-sessions.ts';

const LOGIN = ['two_factor_login'] as const;

export const loginHandlers: HandlerMap = {
  /** Password first, then for two-factor accounts a 6-digit code (one is sent when none is given). */
  'auth.login': async (ctx) => {
    const { login, password } = ctx.params;
    const code = typeof ctx.params.code === 'string' ? ctx.params.code.trim() : '';
    const user = await findByLogin(ctx.db, login);
    if (!user || !(await verifyPassword(password, user.password_hash))) {
      throw new ApiError('AuthorizationException', 'wrong enter: the login or the password is wrong');
    }
    assertCanSignIn(user);
    await assertNotExcluded(ctx.db, user.uid, ctx.now());
    if (user.two_factor_auth) {
      const now = ctx.now();
      if (!code) {
        const wait = await resendWait(ctx.db, user.uid, LOGIN, now);
        if (wait > 0) throw resendError(wait);
        const sent = await issueCode(ctx.db, user.uid, 'two_factor_login', now);
        await ctx.outbox.send({ to: codeRecipient(user), kind: 'two_factor', code: sent, text: `Your sign-in code is ${sent}` });
        return { status: 'ALREADY_ENABLED', payload: { login, password, resend_time: RESEND_SECONDS } };
      }
      await consumeTwoFactorCode(ctx.db, user.uid, LOGIN, code, now);
    }
    await startPlaySession(ctx.db, user.uid, ctx.now());
    await ctx.session.signIn(user.uid);
    return { status: 'SUCCESS', payload: await accountInfo(ctx.db, user.uid, ctx.locale) };
  },

  'auth.logout': async (ctx) => {
    // a game frame left open in another tab must not play on for a player who signed out: the launches end with
    // the session, as a real platform revokes its launch tokens
    if (ctx.session.uid) await ctx.db.query('DELETE FROM game_launches WHERE uid = $1', [ctx.session.uid]);
    if (ctx.session.uid) await ctx.session.signOut();
    return 1;
  },
};
