import { interpolate } from '@casino/domain/validation';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useService } from '../di/react.tsx';
import { ContentStore } from '../stores/content.store.ts';
import type { FieldMessage } from './field-message.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

/**
 * Says field messages in the player's language: a rule's key in the site's wording when the content configuration
 * has one, else in the catalog's; a catalog message with its values; a server's own text as it came.
 */
export function useFieldText(): (message: FieldMessage | undefined) => string | undefined {
  const { i18n } = useLingui();
  const overrides = useService(ContentStore).config.validationMessages;
  const say = (descriptor: MessageDescriptor, values?: Readonly<Record<string, string>>) => i18n._(descriptor.id, values, { message: descriptor.message });
  return (message) => {
    if (!message) return undefined;
    if ('text' in message) return message.text;
    if ('message' in message) return say(message.message, message.values);
    const override = overrides[message.key];
    return override ? interpolate(override, message.params) : say(VALIDATION_MESSAGES[message.key], message.params);
  };
}
