import type { MessageKey } from '../validation/messages';
import { twoFactorErrorKey } from './two-factor';

/** One server message for the code field: a code (`invalid`, `expired`, `digits`) and/or a text. */
export interface CodeFieldError {
  readonly code?: string | number | null;
  readonly message?: string | null;
}

const BY_CODE: Readonly<Record<string, MessageKey>> = {
  digits: 'twoFaErrorCodeDigits',
  expired: 'twoFaErrorTimeExpired',
  invalid: 'twoFaErrorInvalidCode',
};

/**
 * A one-time code refused by the server (restore code, two-factor code) → the code field's message key:
 * by its error code when known, otherwise by its text.
 */
export function oneTimeCodeErrorKey(error: CodeFieldError | null | undefined): MessageKey {
  const byCode = error?.code === undefined || error.code === null ? undefined : BY_CODE[String(error.code)];
  return byCode ?? twoFactorErrorKey(error?.message);
}
