import { invalidParameters, type FieldError } from '../../core/errors.ts';
import { findCountry } from './countries.ts';

/** Collects field errors (first problem per field) and throws one InvalidParameterException. */
export class FieldErrors {
  private readonly fields: Record<string, FieldError[]> = {};
  add(field: string, code: string, message: string): this {
    (this.fields[field] ??= []).push({ code, message });
    return this;
  }
  check(field: string, error: FieldError | null): this {
    return error ? this.add(field, error.code, error.message) : this;
  }
  has(field: string): boolean {
    return field in this.fields;
  }
  throwIfAny(errorData: Record<string, unknown> = {}): void {
    if (Object.keys(this.fields).length) throw invalidParameters(this.fields, 'Invalid parameters', errorData);
  }
}

const fail = (code: string, message: string): FieldError => ({ code, message });

// A name may hold no digits and none of these symbols; an address the same symbols, but digits are allowed.
const NAME_FORBIDDEN = /[\d@_"!?#$%^&*(){}[\]|/\\<>~§+:;`]/;
const ADDRESS_FORBIDDEN = /[@_"!?#$%^&*(){}[\]|\\<>~§+:;`]/;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+){1,2}$/;
const PASSWORD_CHARS = /^[\x21-\x7E]+$/;

export function password(value: string | undefined): FieldError | null {
  if (!value) return fail('required', 'Field is required');
  if (value.length < 6) return fail('too_short', 'Min length is 6');
  if (value.length > 20) return fail('too_long', 'Max length is 20');
  if (!PASSWORD_CHARS.test(value)) return fail('invalid', 'Wrong password');
  return null;
}

export const email = (value: string): FieldError | null => (EMAIL.test(value) ? null : fail('invalid', 'Wrong email address'));

/** Phone digits with dial code: 7 to 15 digits (E.164). */
export const phone = (digits: string): FieldError | null => (/^\d{7,15}$/.test(digits) ? null : fail('invalid', 'Wrong phone number'));

export const name = (value: string): FieldError | null => (NAME_FORBIDDEN.test(value) || value.length > 64 ? fail('invalid', 'Wrong symbols in name') : null);

export const address = (value: string): FieldError | null => (ADDRESS_FORBIDDEN.test(value) || value.length > 128 ? fail('invalid', 'Wrong address') : null);

export function fakename(value: string): FieldError | null {
  if (value.length < 4) return fail('too_short', 'Min length is 4');
  return /^[\p{L}\p{N}]+$/u.test(value) ? null : fail('invalid', 'Wrong fake name');
}

/** YYYY-MM-DD, a real date, and at least 18 years before `now`. */
export function birthDate(value: string, now: Date): FieldError | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!)) : null;
  if (!date || date.toISOString().slice(0, 10) !== value) return fail('invalid', 'Wrong date');
  const adult = new Date(Date.UTC(date.getUTCFullYear() + 18, date.getUTCMonth(), date.getUTCDate()));
  if (adult > now) return fail('underage', 'You must be at least 18 years old');
  if (date.getUTCFullYear() < 1900) return fail('invalid', 'Wrong date');
  return null;
}

export function postcode(value: string, countryCode: string | null | undefined): FieldError | null {
  const pattern = findCountry(countryCode)?.postcode ?? '^\\d{1,8}$';
  return new RegExp(pattern).test(value) ? null : fail('invalid', 'Wrong postcode');
}

/** Brazilian CPF: 11 digits (dots and dash allowed) with both check digits. */
export function cpf(value: string): FieldError | null {
  const digits = value.replace(/[.-]/g, '');
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return fail('invalid', 'Wrong CPF');
  const check = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(digits[9]) && check(10) === Number(digits[10]) ? null : fail('invalid', 'Wrong CPF');
}

export function region(value: string, countryCode: string | null | undefined): FieldError | null {
  const country = findCountry(countryCode);
  return country && value in country.regions ? null : fail('invalid', 'Unknown region');
}
