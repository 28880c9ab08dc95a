import type { ApiFailure } from '@casino/domain/ports';
import type { MessageDescriptor } from '@lingui/core';
import { CODE_MESSAGES, FIELD_CODE_MESSAGES, UNKNOWN_CODE } from './server-error-messages.ts';

/** What a view-model holds for a server's field error: a catalog message, or (for a code we do not know) its text. */
export type ServerText = { readonly message: MessageDescriptor } | { readonly text: string };

/** One field error as the contract gives it: a machine code and the server's English text. */
export interface ServerFieldError {
  readonly code: string;
  readonly message: string;
}

const own = (table: Readonly<Record<string, MessageDescriptor>>, key: string) => (Object.hasOwn(table, key) ? table[key] : undefined);

/** A field error in the player's language: by field and code, else by code, else the server's text as it came. */
export function serverFieldText(field: string, error: ServerFieldError): ServerText {
  const known = own(FIELD_CODE_MESSAGES, `${field}:${error.code}`) ?? own(CODE_MESSAGES, error.code);
  if (known) return { message: known };
  const text = error.message.trim();
  return text ? { text } : { message: UNKNOWN_CODE };
}

/**
 * The first error of each field a failure names, in the player's language. `aliases` maps a backend field onto the
 * form's (`country` → `country_code`); the code is read under the backend's name, which is what it was given for.
 */
export function serverFieldTexts(failure: Pick<ApiFailure, 'fieldErrors'>, aliases: Readonly<Record<string, string>> = {}): Record<string, ServerText> {
  const out: Record<string, ServerText> = {};
  for (const [field, list] of Object.entries(failure.fieldErrors)) {
    const first = list[0];
    const name = aliases[field] ?? field;
    if (first && !out[name]) out[name] = serverFieldText(field, first);
  }
  return out;
}

/** The first field error of a failure, whichever field it names (for a notice that has no field to sit under). */
export function firstServerFieldText(failure: Pick<ApiFailure, 'fieldErrors'>): ServerText | undefined {
  for (const [field, list] of Object.entries(failure.fieldErrors)) if (list[0]) return serverFieldText(field, list[0]);
  return undefined;
}
