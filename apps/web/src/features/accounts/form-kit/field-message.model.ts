import type { MessageKey, MessageParams, ValidationResult } from '@casino/domain';

/** A field's error as a view-model holds it: a rule's key (translated by the view) or a server's own text. */
export type FieldMessage = { readonly key: MessageKey; readonly params?: MessageParams } | { readonly text: string };

export const fieldMessageOf = (result: ValidationResult): FieldMessage | undefined =>
  result.ok ? undefined : result.params ? { key: result.key, params: result.params } : { key: result.key };
