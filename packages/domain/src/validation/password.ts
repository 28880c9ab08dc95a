import { VALID, invalid, isBlank, type ValidationResult } from './result';

/** Password length limits. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;

/**
 * The allowed characters: what a player
 * can type on any keyboard layout without surprises: printable ASCII without space (Latin
 * letters, digits and punctuation). Tested per character.
 */
export const PASSWORD_ALLOWED_CHAR = /^[\x21-\x7E]$/;

/** Characters of `value` the pattern rejects, each once, in order of appearance. */
export function offendingCharacters(value: string, allowed: RegExp = PASSWORD_ALLOWED_CHAR): string {
  const seen = new Set<string>();
  for (const char of Array.from(value)) if (!allowed.test(char)) seen.add(char);
  return [...seen].join('');
}

export interface PasswordRuleOptions {
  readonly allowedChar?: RegExp;
  readonly min?: number;
  readonly max?: number;
}

/**
 * Password: required (insertPassword), allowed characters (notWalidPassword
 * with `symbols` listing the offending ones), 6–20 characters (shortPassword / longPassword),
 * and, when `repeat` (the previously entered password) is given, equality (passwordsNotEqual).
 */
export function validatePassword(value: string, repeat?: string, options: PasswordRuleOptions = {}): ValidationResult {
  const min = options.min ?? PASSWORD_MIN_LENGTH;
  const max = options.max ?? PASSWORD_MAX_LENGTH;
  if (isBlank(value)) return invalid('insertPassword');
  const symbols = offendingCharacters(value, options.allowedChar);
  if (symbols) return invalid('notWalidPassword', { symbols });
  const length = Array.from(value).length;
  if (length < min) return invalid('shortPassword', { min: String(min) });
  if (length > max) return invalid('longPassword', { max: String(max) });
  if (repeat !== undefined && value !== repeat) return invalid('passwordsNotEqual');
  return VALID;
}

/** The repeat field alone: equal to the first password (passwordsNotEqual), required. */
export function validatePasswordRepeat(repeat: string, password: string): ValidationResult {
  if (isBlank(repeat)) return invalid('insertPassword');
  return repeat === password ? VALID : invalid('passwordsNotEqual');
}
