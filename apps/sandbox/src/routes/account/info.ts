import { settlePending } from '../cashier/settle.ts';
import type { HandlerMap } from '../../core/types.ts';
import { balances, toAmount } from '../../core/ledger.ts';
import { COUNTRIES, RATES, findCountry, phoneOptions } from './countries.ts';
import { personalDataFields } from './fields.ts';
import { accountInfo } from './users.ts';
import { limitStates } from '../responsible-gaming/limits.ts';

const RATES_UPDATED_AT = '2026-01-01T00:00:00.000Z';

export const infoHandlers: HandlerMap = {
  'account.getInfo': async (ctx) => {
    // a pending deposit whose time has come shows in the balance even if the cashier was never opened
    if (ctx.session.uid) await settlePending(ctx.db, ctx.now(), ctx.config, ctx.session.uid);
    return accountInfo(ctx.db, ctx.session.uid, ctx.locale);
  },

  'account.getBalance': async (ctx) => {
    const uid = ctx.requireUser();
    await settlePending(ctx.db, ctx.now(), ctx.config, uid);
    const wallets = await balances(ctx.db, uid);
    return { balance_main: wallets.main, balance_bonus: wallets.bonus, balance_betting_bonus: wallets.betting_bonus, balance_fun: wallets.fun };
  },

  'account.getcurrencyrates': async () => ({ base: 'EUR', rates: RATES, updated_at: RATES_UPDATED_AT }),

  'account.getContactPhoneSettings': async (ctx) => {
    const uid = ctx.session.uid;
    const row = uid ? await ctx.db.maybeOne<{ country_code: string | null }>('SELECT country_code FROM users WHERE uid = $1', [uid]) : undefined;
    const fallback = COUNTRIES.find((c) => c.code === 'GB')!.code;
    return { default_country_code: findCountry(row?.country_code)?.code ?? fallback, options: phoneOptions(ctx.locale) };
  },

  'account.getPersonalDataFields': async (ctx) => {
    let country: string | null = ctx.params.country ?? null;
    if (!country && ctx.session.uid) {
      country = (await ctx.db.one<{ country_code: string | null }>('SELECT country_code FROM users WHERE uid = $1', [ctx.session.uid])).country_code;
    }
    return personalDataFields(country, ctx.locale);
  },

  /** The limit with the lowest remaining amount (all of a player's limits apply; see account.getLimits). */
  'account.getDepositLimit': async (ctx) => {
    const uid = ctx.requireUser();
    const { currency } = await ctx.db.one<{ currency: string }>('SELECT currency FROM users WHERE uid = $1', [uid]);
    const states = await limitStates(ctx.db, uid, ctx.now());
    const tightest = states.reduce<(typeof states)[number] | undefined>((low, s) => (!low || s.availableMinor < low.availableMinor ? s : low), undefined);
    if (!tightest) return { available_amount: null, can_edit: true, expired_at: null, limit_amount: null, period: 'none', currency };
    return {
      available_amount: toAmount(tightest.availableMinor),
      can_edit: true,
      expired_at: new Date(tightest.end).toISOString(),
      limit_amount: toAmount(tightest.limitMinor),
      period: tightest.period,
      currency,
    };
  },
};
