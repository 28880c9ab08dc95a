import type { ValidationResult } from '@casino/domain';
import type { ApiFailure } from '@casino/domain/ports';
import { serverFieldTexts } from '../../../shared/errors/server-error-text.ts';
import { fieldMessageOf, type FieldMessage } from '../../../shared/forms/field-message.ts';
import { isTooMany, isUnavailable } from '../../../shared/forms/unavailable.ts';

export type { FieldMessage };
export { fieldMessageOf, isTooMany, isUnavailable };

/**
 * What a form says above its fields after a failed call: the server was out of reach, it asked the player to slow
 * down (a 429: "check your data" would send them looking for a mistake they did not make), or it refused without
 * naming a field.
 */
export type FormNotice = 'saved' | 'unavailable' | 'busy' | 'failed';

/**
 * The server's field errors as messages, first per field, said in the catalog's words for their codes (the backend
 * writes English whatever the page's language). `aliases` maps a backend field name onto the form's (`country` →
 * `country_code`).
 */
export function serverFieldMessages(error: ApiFailure, aliases: Readonly<Record<string, string>> = {}): Record<string, FieldMessage> {
  return serverFieldTexts(error, aliases);
}

/** The notice of a failed call that named no field of the form. */
export const failureNotice = (error: ApiFailure): FormNotice => (isTooMany(error) ? 'busy' : isUnavailable(error) ? 'unavailable' : 'failed');

/** A notice that says "try again later" rather than "something you entered is wrong". */
export const isTransient = (notice: FormNotice): notice is 'unavailable' | 'busy' => notice === 'unavailable' || notice === 'busy';

/** A rule's result as a field message (undefined when valid). */
export const ruleMessage = (result: ValidationResult): FieldMessage | undefined => fieldMessageOf(result);
