import type { HandlerMap } from '../../core/types.ts';
import { consumeTwoFactorCode, issueCode, resendError, resendWait } from './codes.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { codeRecipient, getUser } from './users.ts';
import * as rules from './validate.ts';
import { FieldErrors } from './validate.ts';

const SWITCH = ['two_factor_enable', 'two_factor_disable'] as const;

export const securityHandlers: HandlerMap = {
  'account.changepassword': async (ctx) => {
    const user = await getUser(ctx.db, ctx.requireUser());
    const errors = new FieldErrors();
    const next: string = ctx.params.new_password;
    if (!(await verifyPassword(ctx.params.old_password, user.password_hash))) errors.add('old_password', 'wrong', 'Wrong password');
    errors.check('new_password', rules.password(next));
    if (ctx.params.new_password_repeat !== undefined && ctx.params.new_password_repeat !== next) {
      errors.add('new_password_repeat', 'not_equal', 'Passwords are not equal');
    }
    errors.throwIfAny();
    await ctx.db.query('UPDATE users SET password_hash = $2 WHERE uid = $1', [user.uid, await hashPassword(next)]);
    return 1;
  },

  /** Sends a code; account.confirmTwoFactorAuth applies the switch (x-assumed flow). */
  'account.changeTwoFactorAuth': async (ctx) => {
    const user = await getUser(ctx.db, ctx.requireUser());
    const enable = ctx.params.enable === '1';
    if (enable === user.two_factor_auth) {
      new FieldErrors().add('enable', 'unchanged', enable ? 'two_factor_auth is enable' : 'two_factor_auth is disabled').throwIfAny();
    }
    const wait = await resendWait(ctx.db, user.uid, SWITCH, ctx.now());
    if (wait > 0) throw resendError(wait);
    const code = await issueCode(ctx.db, user.uid, enable ? 'two_factor_enable' : 'two_factor_disable', ctx.now());
    await ctx.outbox.send({ to: codeRecipient(user), kind: 'two_factor', code, text: `Your code to ${enable ? 'enable' : 'disable'} two-factor authentication is ${code}` });
    return 1;
  },

  'account.confirmTwoFactorAuth': async (ctx) => {
    const uid = ctx.requireUser();
    const purpose = await consumeTwoFactorCode(ctx.db, uid, SWITCH, ctx.params.code.trim(), ctx.now());
    await ctx.db.query('UPDATE users SET two_factor_auth = $2 WHERE uid = $1', [uid, purpose === 'two_factor_enable']);
    return 1;
  },
};
