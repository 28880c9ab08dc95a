import type { MessageKey, MessageParams, ValidationResult } from '@casino/domain';
import type { ServerText } from '../../../shared/errors/server-error-text.ts';

/**
 * A field's error as a view-model holds it: a rule's key, or what the server said about the field (a catalog message
 * for its code, its own text only for a code we do not know). The view translates.
 */
export type FieldMessage = { readonly key: MessageKey; readonly params?: MessageParams } | ServerText;

export const fieldMessageOf = (result: ValidationResult): FieldMessage | undefined =>
  result.ok ? undefined : result.params ? { key: result.key, params: result.params } : { key: result.key };
