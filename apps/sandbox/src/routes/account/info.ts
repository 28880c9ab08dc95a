import { settlePending } from '../cashier/settle.ts';
import type { HandlerMap } from '../../core/types.ts';
import { balances, toAmount } from '../../core/ledger.ts';
import { COUNTRIES, RATES, findCountry, phoneOptions } from './countries.ts';
import { personalDataFields } from './fields.ts';
import { accountInfo } from './users.ts';

const RATES_UPDATED_AT = '2026-01-01T00:00:00.000Z';
const DAY_MS = 86_400_000;

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

  /** Used amount = ledger deposits since the current period started; periods roll over from period_started_at. */
  'account.getDepositLimit': async (ctx) => {
    const uid = ctx.requireUser();
    const { currency } = await ctx.db.one<{ currency: string }>('SELECT currency FROM users WHERE uid = $1', [uid]);
    const limit = await ctx.db.maybeOne<{ limit_minor: string; period_days: 1 | 7 | 14 | 30; period_started_at: Date; locked_until: Date | null }>(
      'SELECT limit_minor, period_days, period_started_at, locked_until FROM deposit_limits WHERE uid = $1',
      [uid],
    );
    if (!limit) return { available_amount: null, can_edit: true, expired_at: null, limit_amount: null, period: 'none', currency };
    const now = ctx.now().getTime();
    const periodMs = limit.period_days * DAY_MS;
    const started = new Date(limit.period_started_at).getTime();
    const periodStart = started + Math.max(0, Math.floor((now - started) / periodMs)) * periodMs;
    const { used } = await ctx.db.one<{ used: string }>(
      "SELECT COALESCE(SUM(amount_minor), 0)::text AS used FROM ledger WHERE uid = $1 AND wallet = 'main' AND reason = 'deposit' AND created_at >= $2",
      [uid, new Date(periodStart)],
    );
    return {
      available_amount: toAmount(Math.max(0, Number(limit.limit_minor) - Number(used))),
      can_edit: !limit.locked_until || new Date(limit.locked_until).getTime() <= now,
      expired_at: new Date(periodStart + periodMs).toISOString(),
      limit_amount: toAmount(limit.limit_minor),
      period: limit.period_days,
      currency,
    };
  },
};
