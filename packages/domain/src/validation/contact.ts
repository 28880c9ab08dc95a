import { phoneMaskDigits } from '../format/phone';
import { VALID, invalid, isBlank, type ValidationResult } from './result';

/** local@domain with one or two dot-separated suffix parts and no whitespace. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+){1,2}$/u;

export function validateEmail(value: string): ValidationResult {
  if (isBlank(value)) return invalid('insertEmailAddress');
  return EMAIL_PATTERN.test(value.trim()) ? VALID : invalid('wrongEmailAddress');
}

export interface PhoneRuleOptions {
  /**
   * The country's mask or masks; the digit count must fill one of them exactly. With masks the
   * value is the national number as the phone input keeps it (no dial code, see `pastePhone`).
   */
  readonly masks?: string | readonly string[];
}

/**
 * Phone: required (insertPhoneNumber); the backend gives no format rule, so
 * we accept what a player expects: digits with optional spaces, hyphens, dots, parentheses
 * and a leading "+"; the digit count must fill a country mask exactly when masks are given,
 * otherwise 7–15 digits (E.164). Anything else gives wrongPhoneFormat.
 */
export function validatePhone(value: string, options: PhoneRuleOptions = {}): ValidationResult {
  if (isBlank(value)) return invalid('insertPhoneNumber');
  const trimmed = value.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return invalid('wrongPhoneFormat');
  const digits = trimmed.replace(/\D/g, '').length;
  const masks = options.masks === undefined ? [] : typeof options.masks === 'string' ? [options.masks] : options.masks;
  if (masks.length > 0) return masks.some((mask) => phoneMaskDigits(mask) === digits) ? VALID : invalid('wrongPhoneFormat');
  return digits >= 7 && digits <= 15 ? VALID : invalid('wrongPhoneFormat');
}

/** A contact that fails to save shows the wrong email or wrong phone format message. */
export function contactSaveErrorKey(type: 'email' | 'phone'): 'wrongEmailAddress' | 'wrongPhoneFormat' {
  return type === 'email' ? 'wrongEmailAddress' : 'wrongPhoneFormat';
}
