import type { MessageKey, MessageParams, ValidationResult } from '@casino/domain/validation';
import type { MessageDescriptor } from '@lingui/core';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

/**
 * A field's error as a view-model holds it; the view says it in the player's language (`useFieldText`).
 * - a rule's key: the catalog's text for it, or the site's own wording when the content configuration rewords it;
 * - a catalog message with its values: what the server said about the field (its code in our words), or a
 *   form's own words ("You can withdraw up to {available}");
 * - a text as it came: the server's own words, only for a code we do not know.
 */
export type FieldMessage =
  | { readonly key: MessageKey; readonly params?: MessageParams }
  | { readonly message: MessageDescriptor; readonly values?: Readonly<Record<string, string>> }
  | { readonly text: string };

/** A rule's result as a field message by its key (undefined when valid), so the site may reword it. */
export const fieldMessageOf = (result: ValidationResult): FieldMessage | undefined =>
  result.ok ? undefined : result.params ? { key: result.key, params: result.params } : { key: result.key };

/**
 * A rule's result as the catalog's message with its values (undefined when valid), for a form that holds all its
 * messages that way: the cashier's amount shows a rule's failure or its own words ("You can withdraw up to …") in
 * the same place. Only the catalog's text: a site's rewording of the key reaches `fieldMessageOf`'s messages.
 */
export const ruleMessage = (result: ValidationResult): FieldMessage | undefined =>
  result.ok ? undefined : { message: VALIDATION_MESSAGES[result.key], values: result.params ?? {} };
