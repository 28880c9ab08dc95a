export type { ExactMoney, AmountError } from './money';
export {
  money, zero, parseAmount, moneyFromDecimal, toDecimal, formatMoney, addMoney, subtractMoney, sumMoney, compareMoney,
  currencyExponent, CURRENCY_EXPONENTS,
} from './money';
export type { BalanceEntry, AccountBalances } from './balances';
export { totalBalance } from './balances';
