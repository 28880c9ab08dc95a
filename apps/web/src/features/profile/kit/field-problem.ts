import type { ValidationResult } from '@casino/domain';
import type { ApiFailure } from '@casino/domain/ports';
import { fieldMessageOf, isTooMany, isUnavailable, type FieldMessage } from '../../accounts/index.ts';

export type { FieldMessage };
export { fieldMessageOf, isTooMany, isUnavailable };

/**
 * What a form says above its fields after a failed call: the server was out of reach, it asked the player to slow
 * down (a 429: "check your data" would send them looking for a mistake they did not make), or it refused without
 * naming a field.
 */
export type FormNotice = 'saved' | 'unavailable' | 'busy' | 'failed';

/**
 * The server's field errors as messages, first message per field (the backend's own text, already in the player's
 * language). `aliases` maps a backend field name onto the form's (`country` → `country_code`).
 */
export function serverFieldMessages(error: ApiFailure, aliases: Readonly<Record<string, string>> = {}): Record<string, FieldMessage> {
  const messages: Record<string, FieldMessage> = {};
  for (const [field, list] of Object.entries(error.fieldErrors)) {
    const first = list[0];
    const name = aliases[field] ?? field;
    if (first && !messages[name]) messages[name] = { text: first.message };
  }
  return messages;
}

/** The notice of a failed call that named no field of the form. */
export const failureNotice = (error: ApiFailure): FormNotice => (isTooMany(error) ? 'busy' : isUnavailable(error) ? 'unavailable' : 'failed');

/** A notice that says "try again later" rather than "something you entered is wrong". */
export const isTransient = (notice: FormNotice): notice is 'unavailable' | 'busy' => notice === 'unavailable' || notice === 'busy';

/** A rule's result as a field message (undefined when valid). */
export const ruleMessage = (result: ValidationResult): FieldMessage | undefined => fieldMessageOf(result);
