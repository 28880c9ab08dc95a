import type { Schema } from '@casino/sdk';
import type { Db } from '../../db/db.ts';
import { fieldError } from '../_money/errors.ts';
import { inLocale, type LocaleCode } from '../i18n/locales.ts';
import type { RequisiteField } from './requisites.ts';
import { FIELD_LABELS, METHOD_NAMES, NEW_CARD } from './texts.ts';

export interface MethodRow {
  id: number;
  kind: 'deposit' | 'withdrawal';
  sysname: string;
  name: string;
  logo: string;
  flow: 'instant' | 'decline' | 'pending' | 'redirect' | 'manual';
  currencies: string[];
  limits: Record<string, { min: number; max: number }>;
  period_limit: Record<string, number> | null;
  fields: RequisiteField[];
  is_popular: boolean;
  requires_verification: boolean;
  open_in_new_window: boolean;
  has_receipt: boolean;
}

export const listMethods = (db: Db, kind: 'deposit' | 'withdrawal', currency: string): Promise<MethodRow[]> =>
  db.query<MethodRow>('SELECT * FROM payment_methods WHERE kind = $1 AND $2 = ANY(currencies) ORDER BY sort, id', [kind, currency]);

/** The method named by `methodId` and `method` (they must agree) that serves the currency. */
export async function findMethod(db: Db, kind: 'deposit' | 'withdrawal', id: number, sysname: string, currency: string): Promise<MethodRow> {
  const row = await db.maybeOne<MethodRow>('SELECT * FROM payment_methods WHERE kind = $1 AND id = $2', [kind, id]);
  if (!row || row.sysname !== sysname) throw fieldError('method', 'not_found', 'Payment method not found');
  if (!row.currencies.includes(currency)) throw fieldError('method', 'currency', `The method does not accept ${currency}`);
  return row;
}

export function checkAmount(method: MethodRow, amountMinor: number, currency: string): void {
  const limit = method.limits[currency];
  if (!limit) return;
  if (amountMinor < Math.round(limit.min * 100)) throw fieldError('amount', 'min', `Minimum amount is ${limit.min} ${currency}`, { min: limit.min, max: limit.max });
  if (amountMinor > Math.round(limit.max * 100)) throw fieldError('amount', 'max', `Maximum amount is ${limit.max} ${currency}`, { min: limit.min, max: limit.max });
}

/** A method's name in a locale. */
export const methodName = (row: Pick<MethodRow, 'sysname' | 'name'>, locale: LocaleCode): string => inLocale(row.name, METHOD_NAMES[row.sysname], locale);

/** Contract shape of a method, its words in the caller's locale; card fields list the player's saved cards and `new`. */
export function toPaymentMethod(row: MethodRow, savedCards: Array<{ field: string; value: string }>, locale: LocaleCode): Schema<'PaymentMethod'> {
  const newCard = inLocale('New card', NEW_CARD, locale);
  return {
    id: row.id,
    sysname: row.sysname,
    name: methodName(row, locale),
    logo: row.logo,
    type: row.kind,
    currencies: row.currencies,
    limits: Object.entries(row.limits).map(([currency, l]) => ({ currency, min: l.min, max: l.max })),
    fields: row.fields.map((stored) => {
      const field = { ...stored, label: inLocale(stored.label, FIELD_LABELS[stored.name], locale) };
      return field.type === 'card'
        ? { ...field, options: [...savedCards.filter((c) => c.field === field.name).map((c) => ({ value: c.value, label: c.value })), { value: 'new', label: newCard }] }
        : field;
    }),
    flags: {
      is_redirect: row.flow === 'redirect',
      open_in_new_window: row.open_in_new_window,
      is_popular: row.is_popular,
      requires_verification: row.requires_verification,
      has_receipt: row.has_receipt,
    },
  };
}

export const savedCards = (db: Db, uid: number) =>
  db.query<{ field: string; value: string }>('SELECT field, value FROM saved_requisites WHERE uid = $1 ORDER BY created_at DESC', [uid]);
