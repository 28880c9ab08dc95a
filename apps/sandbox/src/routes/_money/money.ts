// Helpers shared by the money and engagement areas (part 2). This folder has no index.ts: the registry skips it.
import type { MoneyDto } from '../../core/ledger.ts';
import { toAmount } from '../../core/ledger.ts';
import type { Db } from '../../db/db.ts';
import { RATES } from '../account/countries.ts';

/** Units of each currency for one euro (the rates account.getcurrencyrates answers); catalogue amounts are in euros. */
export const EUR_RATES: Readonly<Record<string, number>> = RATES;

/** A euro amount (decimal) in `currency`, rounded to a whole number above 100 units, else to cents. */
export function fromEur(amountEur: number, currency: string): number {
  const value = amountEur * (EUR_RATES[currency] ?? 1);
  return value >= 100 ? Math.round(value) : Math.round(value * 100) / 100;
}

export const money = (minor: number | string | bigint, currency: string): MoneyDto => ({ amount: toAmount(minor), currency });

export const iso = (value: Date | string | null | undefined): string | null => (value == null ? null : new Date(value).toISOString());
export const isoRequired = (value: Date | string): string => new Date(value).toISOString();

/** The player's currency, or EUR for guests. */
export async function currencyOf(db: Db, uid: number | null): Promise<string> {
  if (!uid) return 'EUR';
  const row = await db.maybeOne<{ currency: string }>('SELECT currency FROM users WHERE uid = $1', [uid]);
  return row?.currency ?? 'EUR';
}

/** `fields` query values as a set (absent means none requested). */
export const fieldSet = (fields: unknown): Set<string> => new Set(Array.isArray(fields) ? fields.map(String) : fields ? [String(fields)] : []);

/** Masks a player name for public lists: "Alexander" → "Al***r". */
export const maskName = (name: string): string => (name.length <= 3 ? `${name[0] ?? '*'}***` : `${name.slice(0, 2)}***${name.slice(-1)}`);
