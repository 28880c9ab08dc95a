import type { Schema } from '@casino/sdk';
import { balances } from '../../core/ledger.ts';
import type { OperationCtx } from '../../core/types.ts';
import { currencyOf } from '../_money/money.ts';
import { callerLocale } from '../i18n/locales.ts';
import { listMethods, savedCards, toPaymentMethod } from './methods.ts';

export async function getDepositSettings(ctx: OperationCtx<'cashier.getdepositsettings'>) {
  const uid = ctx.requireUser();
  const currency = await currencyOf(ctx.db, uid);
  const [methods, cards, presets] = await Promise.all([
    listMethods(ctx.db, 'deposit', currency),
    savedCards(ctx.db, uid),
    ctx.db.query<{ currency: string; amounts: string[] }>('SELECT currency, amounts::text[] AS amounts FROM deposit_amount_presets ORDER BY currency'),
  ]);
  return {
    currency,
    methods: methods.map((m) => toPaymentMethod(m, cards, callerLocale(ctx))),
    amount_presets: presets.map((p) => ({ currency: p.currency, amount: p.amounts.map((value) => ({ value: Number(value) })) })),
  };
}

export async function getWithdrawSettings(ctx: OperationCtx<'cashier.getwithdrawsettings'>) {
  const uid = ctx.requireUser();
  const currency = await currencyOf(ctx.db, uid);
  const [methods, cards, wallets] = await Promise.all([listMethods(ctx.db, 'withdrawal', currency), savedCards(ctx.db, uid), balances(ctx.db, uid)]);
  return { currency, methods: methods.map((m) => toPaymentMethod(m, cards, callerLocale(ctx))), withdrawable: { amount: Math.max(0, wallets.main.amount), currency } };
}

export async function getBanks(ctx: OperationCtx<'cashier.getbanks'>) {
  ctx.requireUser();
  return ctx.db.query<Schema<'Bank'>>('SELECT id, name, code, country_code, logo FROM banks WHERE ($1::text IS NULL OR country_code = upper($1)) ORDER BY name', [ctx.params.country_code ?? null]);
}
