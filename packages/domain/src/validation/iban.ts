import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { VALID, invalid, isBlank, type ValidationResult } from './result';

export interface IbanRuleOptions {
  /** ISO country codes to accept; all IBAN countries when omitted. */
  readonly countries?: readonly string[];
}

/**
 * IBAN for all countries ibantools knows: spaces and case are ignored;
 * wrongIban on a bad checksum, structure or a country outside `countries`.
 */
export function validateIban(value: string, options: IbanRuleOptions = {}): ValidationResult {
  if (isBlank(value)) return invalid('requiredField');
  const iban = electronicFormatIBAN(value);
  if (!iban || !isValidIBAN(iban)) return invalid('wrongIban');
  if (options.countries && !options.countries.map((c) => c.toUpperCase()).includes(iban.slice(0, 2))) {
    return invalid('wrongIban');
  }
  return VALID;
}
