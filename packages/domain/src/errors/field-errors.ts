/** One server message for a field: a plain string or an object with a code. */
export type ServerFieldMessage = string | { readonly code?: string | number; readonly message?: string };

/** invalid_parameters / error_data: field name → message(s). */
export type ServerFieldErrors = Readonly<Record<string, ServerFieldMessage | readonly ServerFieldMessage[] | null | undefined>>;

export interface FieldErrorMapping {
  /** Server field name → form field name. */
  readonly aliases?: Readonly<Record<string, string>>;
  /** Message per code; wins over the server's text. */
  readonly codeMessages?: Readonly<Record<string, string>>;
}

/** The registration form swaps phone and mobile. */
export const PHONE_MOBILE_SWAP: Readonly<Record<string, string>> = { phone: 'mobile', mobile: 'phone' };

function messageText(entry: ServerFieldMessage, codeMessages: Readonly<Record<string, string>>): string | undefined {
  if (typeof entry === 'string') return entry;
  const byCode = entry.code === undefined ? undefined : codeMessages[String(entry.code)];
  return byCode ?? entry.message ?? (entry.code === undefined ? undefined : String(entry.code));
}

/**
 * Server field errors → form errors: the first message per field,
 * renamed by alias and replaced by a per-code message when one is configured. Several sources
 * (invalid_parameters, then error_data) are merged; the first source to name a field wins.
 */
export function mapServerFieldErrors(
  sources: ServerFieldErrors | readonly (ServerFieldErrors | null | undefined)[],
  mapping: FieldErrorMapping = {},
): Record<string, string> {
  const list = Array.isArray(sources) ? sources : [sources as ServerFieldErrors];
  const aliases = mapping.aliases ?? {};
  const codeMessages = mapping.codeMessages ?? {};
  const out: Record<string, string> = {};
  for (const source of list) {
    if (!source) continue;
    for (const [serverName, value] of Object.entries(source)) {
      if (value === null || value === undefined) continue;
      const entries: readonly ServerFieldMessage[] = Array.isArray(value) ? value : [value as ServerFieldMessage];
      const first = entries[0];
      if (first === undefined) continue;
      const text = messageText(first, codeMessages);
      const name = aliases[serverName] ?? serverName;
      if (text !== undefined && !(name in out)) out[name] = text;
    }
  }
  return out;
}

/** Registration: map with the phone/mobile swap applied before any other alias. */
export function mapRegistrationFieldErrors(
  sources: ServerFieldErrors | readonly (ServerFieldErrors | null | undefined)[],
  mapping: FieldErrorMapping = {},
): Record<string, string> {
  return mapServerFieldErrors(sources, { ...mapping, aliases: { ...PHONE_MOBILE_SWAP, ...mapping.aliases } });
}

export const PROMO_ERRORS_PREFIX = 'common.promoCodeErrors.';
export const PROMO_INVALID_KEY = 'common.promoCodeErrors.INVALID';

/**
 * Promo activation: the first code under error_data.promo_code selects
 * `common.promoCodeErrors.{code}`; otherwise `common.promoCodeErrors.INVALID`.
 */
export function promoActivationErrorKey(errorData: Readonly<Record<string, unknown>> | null | undefined): string {
  const raw = errorData?.promo_code;
  const first: unknown = Array.isArray(raw) ? raw[0] : raw;
  const code = typeof first === 'object' && first !== null ? (first as { code?: unknown }).code : first;
  return typeof code === 'string' || typeof code === 'number' ? `${PROMO_ERRORS_PREFIX}${code}` : PROMO_INVALID_KEY;
}

/** Message keys of notices the app shows for these failures (each app's catalog has the text). */
export const LOGIN_FAILURE_NOTICE = 'popups.auth.wrongEnterText';
export const CONTACT_CODE_ERROR = 'profile.smsCodeError';
export const MESSAGING_APP_REGISTRATION_ERROR = 'popups.registration.wrongRegServerError';
