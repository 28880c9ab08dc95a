import { VALID, invalid, isBlank, type ValidationResult } from './result';

/** Luhn (mod 10) check of a digit string; false for anything else or an empty string. */
export function luhnCheck(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** A saved card shown masked: six digits, three dots, four digits. */
export const MASKED_CARD_PATTERN = /^\d{6}\.{3}\d{4}$/;
/** The literal that selects "a new card". */
export const NEW_CARD_VALUE = 'new';

/**
 * Card number: the literal "new", a masked saved card, or 12–19 digits
 * (spaces ignored) passing the Luhn check; otherwise wrongCardNumber.
 */
export function validateCardNumber(value: string): ValidationResult {
  if (isBlank(value)) return invalid('requiredField');
  const text = value.trim();
  if (text === NEW_CARD_VALUE || MASKED_CARD_PATTERN.test(text)) return VALID;
  const digits = text.replace(/\s+/g, '');
  if (/^\d{12,19}$/.test(digits) && luhnCheck(digits)) return VALID;
  return invalid('wrongCardNumber');
}
