import { formatNumber } from '../format/number';
import { compareMoney, moneyFromDecimal, type AmountError, type ExactMoney } from '../money/money';
import { err, type Result } from '../shared/result';
import type { SumBounds } from '../validation/numeric';
import { invalid, type ValidationFailure } from '../validation/result';

/** A deposit or withdrawal amount the form may send, or the rule's message key saying why not. */
export type PaymentAmountCheck = { readonly ok: true; readonly value: ExactMoney } | ValidationFailure;

/**
 * Reads what the player typed in a deposit or withdrawal amount field, once: whole units of their currency, digits
 * only, no leading zero, thousands commas ignored ("1,200" is twelve hundred). Anything else (a decimal mark, a
 * sign, a letter) is no amount; the field keeps the text as typed either way.
 */
export function readPaymentAmount(text: string, currency: string): Result<ExactMoney, AmountError> {
  const typed = text.trim();
  if (typed === '') return err('empty');
  const digits = typed.replace(/,/g, '');
  if (!/^[1-9]\d*$/.test(digits)) return err('invalid-amount');
  return moneyFromDecimal(digits, currency);
}

/** An amount as the server states it: a decimal number and its currency (a limit's rest, a balance). */
export interface ServerAmount {
  readonly amount: number;
  readonly currency: string;
}

/** -1, 0 or 1; undefined when the server's number is no amount or another currency (nothing to compare). */
export function compareToServerAmount(value: ExactMoney, server: ServerAmount): -1 | 0 | 1 | undefined {
  const other = moneyFromDecimal(server.amount, server.currency);
  const order = other.ok ? compareMoney(value, other.value) : other;
  return order.ok ? order.value : undefined;
}

/**
 * Whether an amount is above what the server says is left (a deposit limit's rest, the withdrawable balance). An
 * amount in another currency is not compared: the server, which knows the rate, refuses it itself.
 */
export function amountExceeds(value: ExactMoney, ceiling: ServerAmount): boolean {
  return compareToServerAmount(value, ceiling) === 1;
}

const sumError = (bounds: SumBounds) =>
  invalid('sumError', {
    min: bounds.min === undefined ? '' : formatNumber(bounds.min),
    max: bounds.max === undefined ? '' : formatNumber(bounds.max),
  });

/**
 * The amount rule of the deposit and withdrawal forms, over what `readPaymentAmount` read from the field: nothing
 * typed is `requiredField`; a typo, a decimal mark, a leading zero, zero or a negative amount is `wrongField`; an
 * amount outside the method's bounds (in the player's currency) is `sumError` with the bounds formatted with
 * thousands commas. The amount passes on exact, never rounded.
 */
export function checkPaymentAmount(typed: Result<ExactMoney, AmountError>, bounds: SumBounds | null): PaymentAmountCheck {
  if (!typed.ok) {
    if (typed.error === 'empty') return invalid('requiredField');
    // more digits than any amount has: above any maximum the method sets
    if (typed.error === 'out-of-range' && bounds?.max !== undefined) return sumError(bounds);
    return invalid('wrongField');
  }
  const value = typed.value;
  if (value.minor <= 0) return invalid('wrongField');
  const below = bounds?.min !== undefined && compareToServerAmount(value, { amount: bounds.min, currency: value.currency }) === -1;
  const above = bounds?.max !== undefined && compareToServerAmount(value, { amount: bounds.max, currency: value.currency }) === 1;
  return bounds && (below || above) ? sumError(bounds) : { ok: true, value };
}
