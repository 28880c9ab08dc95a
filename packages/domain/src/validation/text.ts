import { VALID, invalid, isBlank, type ValidationResult } from './result';

/** Characters forbidden in an address. */
export const ADDRESS_FORBIDDEN = /[@_"!?#$%^&*(){}[\]|/\\<>~\u00a7+:;`]/u;
/** A name forbids the address characters and digits. */
export const NAME_FORBIDDEN = /[\p{Nd}@_"!?#$%^&*(){}[\]|/\\<>~\u00a7+:;`]/u;

/** Name (first, middle, last): requiredField when empty, wrongSymbolsName on digits or listed symbols. */
export function validateName(value: string): ValidationResult {
  if (isBlank(value)) return invalid('requiredField');
  return NAME_FORBIDDEN.test(value) ? invalid('wrongSymbolsName') : VALID;
}

/** Address, home town: as a name, but digits are allowed (wrongAddress on a listed symbol). */
export function validateAddress(value: string): ValidationResult {
  if (isBlank(value)) return invalid('requiredField');
  return ADDRESS_FORBIDDEN.test(value) ? invalid('wrongAddress') : VALID;
}

export const FAKENAME_MIN_LENGTH = 4;

/**
 * Fakename: at least 4 characters (minCountSymbolsFakename); no commas,
 * underscores, spaces, quotes, hyphens or special characters (specialSymbolsFakename), which
 * leaves letters of any script and digits.
 */
export function validateFakename(value: string): ValidationResult {
  if (isBlank(value)) return invalid('requiredField');
  if (!/^[\p{L}\p{M}\p{Nd}]+$/u.test(value)) return invalid('specialSymbolsFakename');
  if (Array.from(value).length < FAKENAME_MIN_LENGTH) {
    return invalid('minCountSymbolsFakename', { min: String(FAKENAME_MIN_LENGTH) });
  }
  return VALID;
}

/** Card holder: letters, spaces, dot, apostrophe and hyphen only. */
export function validateCardHolder(value: string): ValidationResult {
  if (isBlank(value)) return invalid('requiredField');
  return /^[\p{L}\p{M} .'-]+$/u.test(value) ? VALID : invalid('wrongField');
}

/** Sex: a required non-empty value ("0" counts as empty: the profile default means unset). */
export function validateSex(value: string | number | null | undefined): ValidationResult {
  const text = value === null || value === undefined ? '' : String(value);
  return isBlank(text) || text === '0' ? invalid('requiredField') : VALID;
}

export interface TextRuleOptions {
  /** When true an empty value passes. */
  readonly optional?: boolean;
}

/** Text (also login, documentType, documentNumber, cpf): required unless optional. */
export function validateText(value: string | null | undefined, options: TextRuleOptions = {}): ValidationResult {
  if (isBlank(value)) return options.optional ? VALID : invalid('requiredField');
  return VALID;
}

/** Login (sign-in form) requires a value. */
export function validateLogin(value: string): ValidationResult {
  return validateText(value);
}

/** One-time code: required, digits only, exactly 6 characters. */
export const ONE_TIME_CODE_LENGTH = 6;
export function validateOneTimeCode(value: string): ValidationResult {
  if (isBlank(value)) return invalid('requiredField');
  return /^\d{6}$/.test(value) ? VALID : invalid('twoFaErrorCodeDigits');
}

/** Default postcode: up to 8 digits. */
export const DEFAULT_POSTCODE_PATTERN = /^\d{1,8}$/;

export interface PostcodeRuleOptions extends TextRuleOptions {
  /** A configured pattern (RegExp or its source) replaces the default. */
  readonly pattern?: RegExp | string;
}

export function toRegExp(pattern: RegExp | string): RegExp {
  return typeof pattern === 'string' ? new RegExp(pattern, 'u') : pattern;
}

/** Postcode: the configured pattern, default up to 8 digits; wrongField otherwise. */
export function validatePostcode(value: string, options: PostcodeRuleOptions = {}): ValidationResult {
  if (isBlank(value)) return options.optional ? VALID : invalid('requiredField');
  const pattern = options.pattern === undefined ? DEFAULT_POSTCODE_PATTERN : toRegExp(options.pattern);
  return pattern.test(value.trim()) ? VALID : invalid('wrongField');
}

/** Regex rule: passes when empty, else the value must match (wrongRegex). */
export function validateRegex(value: string, pattern: RegExp | string): ValidationResult {
  if (isBlank(value)) return VALID;
  return toRegExp(pattern).test(value) ? VALID : invalid('wrongRegex');
}

/** Custom rule: a configured pattern (wrongField on mismatch) or, without one, non-empty. */
export function validateCustom(value: string, pattern?: RegExp | string): ValidationResult {
  if (pattern === undefined || pattern === '') return isBlank(value) ? invalid('requiredField') : VALID;
  return toRegExp(pattern).test(value) ? VALID : invalid('wrongField');
}

/** Required checkbox must be checked (uncheckedCheckbox). */
export function validateRequiredCheckbox(checked: boolean | null | undefined): ValidationResult {
  return checked === true ? VALID : invalid('uncheckedCheckbox');
}

/** Promo field: always valid locally; the server decides. */
export function validatePromo(_value: string): ValidationResult {
  return VALID;
}

/** A promo code is worth a server check when it has at least 1 non-blank character. */
export function isPromoCodeCheckable(value: string | null | undefined): boolean {
  return !isBlank(value);
}
