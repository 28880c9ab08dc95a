import { validateEmail, validatePhone } from '../validation/contact';
import { validateDate, type DateRuleOptions } from '../validation/date';
import { validatePassword } from '../validation/password';
import { isBlank, VALID, type ValidationFailure, type ValidationResult } from '../validation/result';
import {
  validateAddress, validateFakename, validateName, validatePostcode, validatePromo, validateRegex,
  validateRequiredCheckbox, validateSex, validateText,
} from '../validation/text';
import type { RegistrationFieldSchema, RegistrationSchema } from './schema';
import type { RegistrationValues } from './types';

export interface FieldValidationContext {
  /** Bounds for date fields, e.g. an 18-years-ago maximum for birth_date. */
  readonly date?: DateRuleOptions;
}

const asText = (value: RegistrationValues[string]): string =>
  value === null || value === undefined || typeof value === 'boolean' ? '' : String(value);

/** Validates one field of the schema: optional empty fields pass; filled ones obey their rule and regex. */
export function validateRegistrationField(
  field: RegistrationFieldSchema,
  raw: RegistrationValues[string],
  context: FieldValidationContext = {},
): ValidationResult {
  const value = asText(raw);
  if (!field.required && isBlank(value)) return VALID;
  const byRule = ((): ValidationResult => {
    switch (field.rule) {
      case 'password': return validatePassword(value);
      case 'email': return validateEmail(value);
      case 'phone': return validatePhone(value, field.mask === undefined ? {} : { masks: field.mask });
      case 'name': return validateName(value);
      case 'address': return validateAddress(value);
      case 'fakename': return validateFakename(value);
      case 'date': return validateDate(value, context.date);
      case 'sex': return validateSex(raw === true || raw === false ? '' : raw);
      case 'postcode': return validatePostcode(value);
      case 'promo': return validatePromo(value);
      default: return validateText(value);
    }
  })();
  if (!byRule.ok || field.regex === undefined) return byRule;
  return validateRegex(value, field.regex);
}

export type RegistrationErrors = Readonly<Record<string, ValidationFailure>>;

/** All failures of the form, keyed by field; terms (when required) must be exactly true. */
export function validateRegistration(
  schema: RegistrationSchema,
  values: RegistrationValues,
  context: FieldValidationContext = {},
): RegistrationErrors {
  const errors: Record<string, ValidationFailure> = {};
  for (const field of schema.fields) {
    const result = validateRegistrationField(field, values[field.name], context);
    if (!result.ok) errors[field.name] = result;
  }
  if (schema.terms.required) {
    const result = validateRequiredCheckbox(values.terms === true);
    if (!result.ok) errors.terms = result;
  }
  return errors;
}
