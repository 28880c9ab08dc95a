import type { Db } from '../db/db.ts';

export type Wallet = 'main' | 'bonus' | 'betting_bonus' | 'fun';
export interface MoneyDto {
  amount: number;
  currency: string;
}
export type Balances = Record<Wallet, MoneyDto>;

/** Minor units (cents) to the contract's decimal amount. */
export const toAmount = (minor: number | bigint | string): number => Number(minor) / 100;
/** The contract's decimal amount to minor units, without float drift. */
export const toMinor = (amount: number | string): number => Math.round(Number(amount) * 100);

/** Sums the ledger into the four wallets, in the user's currency. */
export async function balances(db: Db, uid: number): Promise<Balances> {
  const user = await db.one<{ currency: string }>('SELECT currency FROM users WHERE uid = $1', [uid]);
  const rows = await db.query<{ wallet: Wallet; total: string }>(
    'SELECT wallet, COALESCE(SUM(amount_minor), 0)::text AS total FROM ledger WHERE uid = $1 GROUP BY wallet',
    [uid],
  );
  const result = {} as Balances;
  for (const wallet of ['main', 'bonus', 'betting_bonus', 'fun'] as const) {
    const row = rows.find((r) => r.wallet === wallet);
    result[wallet] = { amount: toAmount(row?.total ?? 0), currency: user.currency };
  }
  return result;
}

/** Appends one ledger movement. Use inside a transaction with the business row it belongs to. */
export async function post(db: Db, entry: { uid: number; wallet: Wallet; amountMinor: number; currency: string; reason: string; ref?: string }): Promise<void> {
  await db.query('INSERT INTO ledger (uid, wallet, amount_minor, currency, reason, ref) VALUES ($1, $2, $3, $4, $5, $6)', [
    entry.uid,
    entry.wallet,
    entry.amountMinor,
    entry.currency,
    entry.reason,
    entry.ref ?? null,
  ]);
}
