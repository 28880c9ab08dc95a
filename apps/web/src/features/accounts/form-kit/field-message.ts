import { interpolate, type MessageKey } from '@casino/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useService } from '../../../shared/di/react.tsx';
import { ContentStore } from '../../../shared/stores/content.store.ts';
import type { FieldMessage } from './field-message.model.ts';

export { fieldMessageOf, type FieldMessage } from './field-message.model.ts';

// Placeholder names of the rules' params (domain `MessageParams`): the values come with each message.
const min = '';
const max = '';
const symbols = '';

/**
 * Default texts of the validation keys and server error codes. The two-factor ones carry the server dictionary's
 * ids (`auth.twoFa…`) so `/nfx/i18n/messages` can override them.
 */
export const VALIDATION_MESSAGES: Record<MessageKey, MessageDescriptor> = {
  requiredField: msg`Field is required`,
  wrongField: msg`Wrong field`,
  insertPassword: msg`Enter the password`,
  shortPassword: msg`Min length is ${min}`,
  longPassword: msg`Max length is ${max}`,
  notWalidPassword: msg`These characters are not allowed: ${symbols}`,
  passwordsNotEqual: msg`The passwords do not match`,
  insertEmailAddress: msg`Enter the e-mail address`,
  wrongEmailAddress: msg`Wrong email address`,
  insertPhoneNumber: msg`Enter the phone number`,
  wrongPhoneFormat: msg`Wrong phone number`,
  minCountSymbolsFakename: msg`Min length is ${min}`,
  specialSymbolsFakename: msg`Wrong fake name`,
  wrongIban: msg`Wrong iban`,
  wrongSymbolsName: msg`Wrong symbols in name`,
  wrongAddress: msg`Wrong address`,
  wrongRegex: msg`Field regex`,
  wrongCardNumber: msg`Field Card number`,
  minLength: msg`Min length is ${min}`,
  maxLength: msg`Max length is ${max}`,
  minValue: msg`Min value is ${min}`,
  maxValue: msg`Max value is ${max}`,
  wrongDate: msg`Wrong date`,
  sumError: msg`Amount must be from ${min} to ${max}`,
  uncheckedCheckbox: msg`Field is required`,
  twoFaErrorCodeDigits: msg({ id: 'auth.twoFaErrorCodeDigits', message: 'The code must contain 6 digits' }),
  twoFaErrorTimeExpired: msg({ id: 'auth.twoFaErrorTimeExpired', message: 'The code has expired, ask for a new one' }),
  twoFaErrorInvalidCode: msg({ id: 'auth.twoFaErrorInvalidCode', message: 'The code is invalid' }),
  twoFaErrorSomethingWrong: msg({ id: 'auth.twoFaErrorSomethingWrong', message: 'Something went wrong, try again' }),
};

/**
 * Translates field messages: an override from the content configuration wins
 * over the catalog text; a server's error is said in the catalog's words for its code, or as it came for a code we
 * do not know.
 */
export function useFieldMessage(): (message: FieldMessage | undefined) => string | undefined {
  const { i18n } = useLingui();
  const overrides = useService(ContentStore).config.validationMessages;
  return (message) => {
    if (!message) return undefined;
    if ('text' in message) return message.text;
    if ('message' in message) return i18n._(message.message);
    const override = overrides[message.key];
    if (override) return interpolate(override, message.params);
    const descriptor = VALIDATION_MESSAGES[message.key];
    return i18n._(descriptor.id, message.params, { message: descriptor.message });
  };
}
