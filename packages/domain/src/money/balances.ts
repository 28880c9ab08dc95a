import { err, ok, type Result } from '../shared/result';
import { moneyFromDecimal, sumMoney, type AmountError, type ExactMoney } from './money';

/** A balance entry of account info. */
export interface BalanceEntry {
  readonly amount: number | string;
  readonly currency: string;
}

/** The balance fields of account info a total needs. */
export interface AccountBalances {
  readonly balance_main?: BalanceEntry | null;
  readonly balance_bonus?: BalanceEntry | null;
  readonly balance_betting_bonus?: BalanceEntry | null;
  readonly balance_fun?: BalanceEntry | null;
}

/**
 * Total balance = main + bonus + betting bonus, exactly, in the main
 * balance's currency. Missing parts count as zero; parts in another currency are an error.
 */
export function totalBalance(account: AccountBalances): Result<ExactMoney, AmountError> {
  const main = account.balance_main;
  const currency = main?.currency ?? account.balance_bonus?.currency ?? account.balance_betting_bonus?.currency;
  if (!currency) return err('invalid-amount');
  const parts: ExactMoney[] = [];
  for (const entry of [main, account.balance_bonus, account.balance_betting_bonus]) {
    if (!entry) continue;
    const value = moneyFromDecimal(entry.amount, entry.currency);
    if (!value.ok) return value;
    parts.push(value.value);
  }
  const total = sumMoney(parts, currency);
  return total.ok ? ok(total.value) : total;
}
