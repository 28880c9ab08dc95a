import type { MessageKey, MessageParams, ValidationResult } from '@casino/domain';
import type { MessageDescriptor } from '@lingui/core';

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

