import { ApiError } from '../../core/errors.ts';
import type { HandlerMap } from '../../core/types.ts';
import { RESEND_SECONDS, issueCode, latestCode, resendWait } from '../account/codes.ts';
import { hashPassword } from '../account/passwords.ts';
import { codeRecipient, findByLogin } from '../account/users.ts';
import * as rules from '../account/validate.ts';
import { FieldErrors } from '../account/validate.ts';

const RESTORE_TTL_MS = 15 * 60_000;
const PURPOSE = ['restore'] as const;

export const restoreHandlers: HandlerMap = {
  /** Two steps (x-assumed): `login` sends a code; `login` + `code` + `password` sets the new password. */
  'auth.restore': async (ctx) => {
    const p = ctx.params;
    const user = await findByLogin(ctx.db, p.login ?? '');
    const now = ctx.now();

    if (p.code === undefined) {
      // The same answer for unknown logins: the form must not reveal which accounts exist.
      if (!user || user.status !== 'active') return { status: 'CODE_SENT', resend_time: RESEND_SECONDS };
      const wait = await resendWait(ctx.db, user.uid, PURPOSE, now);
      if (wait > 0) throw new ApiError('TooManyRequestsException', `Resend time is ${wait}`, { error_data: { resend_time: wait } });
      const code = await issueCode(ctx.db, user.uid, 'restore', now);
      await ctx.outbox.send({ to: codeRecipient(user), kind: 'restore', code, text: `Your password restore code is ${code}` });
      return { status: 'CODE_SENT', resend_time: RESEND_SECONDS };
    }

    const errors = new FieldErrors();
    const last = user ? await latestCode(ctx.db, user.uid, PURPOSE) : undefined;
    if (!last || last.used_at || last.code !== p.code.trim()) errors.add('code', 'invalid', 'Wrong code');
    else if (now.getTime() - new Date(last.created_at).getTime() > RESTORE_TTL_MS) errors.add('code', 'expired', 'Time expired');
    errors.check('password', rules.password(p.password));
    if (p.password_repeat !== undefined && p.password_repeat !== p.password) errors.add('password_repeat', 'not_equal', 'Passwords are not equal');
    errors.throwIfAny();
    await ctx.db.query('UPDATE one_time_codes SET used_at = $2 WHERE id = $1', [last!.id, now]);
    await ctx.db.query('UPDATE users SET password_hash = $2 WHERE uid = $1', [user!.uid, await hashPassword(p.password!)]);
    return { status: 'PASSWORD_CHANGED' };
  },
};
