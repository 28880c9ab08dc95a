import { PHONE_MOBILE_SWAP } from '../errors/field-errors';
import { PROMO_FIELD } from './submit';

/** One server error of a registration field: the code (required, invalid, taken, too_short, …) and its text. */
export interface RegistrationFieldError {
  readonly code: string;
  readonly message: string;
}

/** The parts of a failed call the mapping reads (ApiFailure has them). */
export interface RegistrationFailure {
  readonly fieldErrors: Readonly<Record<string, readonly { readonly code: string; readonly message: string }[]>>;
  readonly errorData: Readonly<Record<string, unknown>>;
}

function firstCode(raw: unknown): string | undefined {
  const first: unknown = Array.isArray(raw) ? raw[0] : raw;
  const code = typeof first === 'object' && first !== null ? (first as { code?: unknown }).code : first;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : undefined;
}

/**
 * Registration failure → field errors: invalid_parameters first, the first entry per field,
 * phone and mobile swapped; error_data adds fields it names with a code (the promo code's reason, e.g.
 * `error_data.promo_code = ['EXPIRED']`, wins for the promo field since it is the more precise one).
 */
export function registrationFieldErrors(failure: RegistrationFailure): Record<string, RegistrationFieldError> {
  const out: Record<string, RegistrationFieldError> = {};
  const rename = (name: string) => PHONE_MOBILE_SWAP[name] ?? name;
  for (const [name, entries] of Object.entries(failure.fieldErrors)) {
    const first = entries[0];
    if (first) out[rename(name)] = { code: first.code, message: first.message };
  }
  for (const [name, raw] of Object.entries(failure.errorData)) {
    const code = firstCode(raw);
    const field = rename(name);
    if (code === undefined || (field in out && field !== PROMO_FIELD)) continue;
    out[field] = { code, message: out[field]?.message ?? '' };
  }
  return out;
}
