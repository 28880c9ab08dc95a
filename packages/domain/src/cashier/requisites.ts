import { NEW_CARD_VALUE, validateCardNumber } from '../validation/card';
import { validateEmail, validatePhone } from '../validation/contact';
import { validateIban } from '../validation/iban';
import { validateMaxLength, validateMinLength } from '../validation/numeric';
import { VALID, invalid, isBlank, type ValidationResult } from '../validation/result';
import { validateCardHolder, validateRegex } from '../validation/text';

/** One rule of a payment detail field, as the method's settings name it (`cardNumber`, `regex` with its pattern…). */
export interface RequisiteValidator {
  readonly type: string;
  readonly value?: string | number | null;
}

/** A detail a payment method needs (card number, holder, IBAN, bank, phone…). */
export interface PaymentDetailField {
  readonly name: string;
  readonly type: 'text' | 'card' | 'iban' | 'phone' | 'select' | 'email' | 'bank';
  readonly label: string;
  readonly placeholder: string | null;
  /** `#` digit, `@` letter, `*` letter or digit, anything else literal. */
  readonly mask: string | null;
  readonly required: boolean;
  readonly validators: readonly RequisiteValidator[];
  /** Saved cards (masked) plus `new` for a card field; the choices of a select. */
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

/** A Brazilian CPF: 11 digits (dots and dash allowed) whose two check digits match. */
export function validateCpf(value: string): ValidationResult {
  const digits = value.replace(/[.\-\s]/g, '');
  // eleven equal digits pass the arithmetic but are no one's number
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
    // a rule the backend added before the front end knew it: the server checks it on submit
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
