import {
  VALID, invalid, isBlank, validateCardHolder, validateCardNumber, validateEmail, validateIban, validateMaxLength,
  validateMinLength, validatePhone, validateRegex, NEW_CARD_VALUE, type ValidationResult,
} from '@casino/domain';
import type { PaymentDetailField } from '@casino/domain/ports';

/** A Brazilian CPF: 11 digits (dots and dash allowed) whose two check digits match. */
export function validateCpf(value: string): ValidationResult {
  const digits = value.replace(/[.\-\s]/g, '');
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return invalid('wrongField');
  const check = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i += 1) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(digits[9]) && check(10) === Number(digits[10]) ? VALID : invalid('wrongField');
}

function rule(type: string, param: string | number | null | undefined, value: string): ValidationResult {
  switch (type) {
    case 'cardNumber': return validateCardNumber(value);
    case 'cardHolder': return validateCardHolder(value);
    case 'iban': return validateIban(value);
    case 'phone': return validatePhone(value);
    case 'email': return validateEmail(value);
    case 'cpf': return validateCpf(value);
    case 'regex': return param === null || param === undefined ? VALID : validateRegex(value, String(param));
    case 'minLength': return validateMinLength(value, Number(param));
    case 'maxLength': return validateMaxLength(value, Number(param));
    default: return VALID;
  }
}

/**
 * Checks one payment detail against its field's validators. A blank optional field passes; a blank required one is
 * `requiredField`. For a card field the player's choice "new" is not a value: the typed number is checked instead.
 */
export function validateRequisite(field: PaymentDetailField, value: string): ValidationResult {
  if (isBlank(value)) return field.required ? invalid('requiredField') : VALID;
  if (field.type === 'card' && value === NEW_CARD_VALUE) return invalid('requiredField');
  for (const validator of field.validators) {
    if (validator.type === 'required') continue;
    const result = rule(validator.type, validator.value, value.trim());
    if (!result.ok) return result;
  }
  return VALID;
}

/** A card field offers the player's saved cards; without any, the number is typed straight away. */
export const savedCards = (field: PaymentDetailField) => field.options.filter((o) => o.value !== NEW_CARD_VALUE);
