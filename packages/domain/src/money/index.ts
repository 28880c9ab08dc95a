export type { ExactMoney, AmountError } from './money';
export {
  money, zero, parseAmount, moneyFromDecimal, toDecimal, toDecimalNumber, formatMoney, addMoney, subtractMoney, sumMoney, compareMoney,
  currencyExponent, CURRENCY_EXPONENTS, MAX_TYPED_MINOR,
} from './money';
export type { BalanceEntry, AccountBalances } from './balances';
export { totalBalance } from './balances';
