import type { HandlerMap } from '../../core/types.ts';
import { LOCALE_CODES } from '../i18n/locales.ts';
import { CURRENCIES } from './countries.ts';
import { FieldErrors } from './validate.ts';

export const settingsHandlers: HandlerMap = {
  'account.changelocale': async (ctx) => {
    const uid = ctx.requireUser();
    const next: string = ctx.params.locale;
    if (!LOCALE_CODES.includes(next)) new FieldErrors().add('locale', 'invalid', 'Unknown locale').throwIfAny();
    const { locale } = await ctx.db.one<{ locale: string }>('SELECT locale FROM users WHERE uid = $1', [uid]);
    if (locale !== next) {
      await ctx.db.query('UPDATE users SET locale = $2 WHERE uid = $1', [uid, next]);
      await ctx.db.query('INSERT INTO locale_changes (uid, from_locale, to_locale, changed_at) VALUES ($1, $2, $3, $4)', [uid, locale, next, ctx.now()]);
    }
    return 1;
  },

  'account.setCurrency': async (ctx) => {
    const uid = ctx.requireUser();
    const currency = ctx.params.currency.toUpperCase();
    if (!(CURRENCIES as readonly string[]).includes(currency)) new FieldErrors().add('currency', 'invalid', 'Unknown currency').throwIfAny();
    const { currency: current } = await ctx.db.one<{ currency: string }>('SELECT currency FROM users WHERE uid = $1', [uid]);
    if (current === currency) return 1;
    // balances() reads the ledger in the account currency: switching it after money moved would relabel amounts.
    if (await ctx.db.maybeOne('SELECT 1 FROM ledger WHERE uid = $1 LIMIT 1', [uid])) {
      new FieldErrors().add('currency', 'locked', 'The currency cannot change after money movements').throwIfAny();
    }
    await ctx.db.query('UPDATE users SET currency = $2 WHERE uid = $1', [uid, currency]);
    return 1;
  },

  'account.setUserOnVerification': async (ctx) => {
    const uid = ctx.requireUser();
    await ctx.db.query('UPDATE users SET is_on_verification = true WHERE uid = $1', [uid]);
    return 1;
  },
};
