import type { MessageKey } from '@casino/domain/validation';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// Placeholder names of the rules' params (domain `MessageParams`): the values come with each message.
const min = '';
const max = '';
const symbols = '';

/**
 * The one English text of every validation key the domain's rules return, for every form of the app (a key said two
 * ways on two screens reads as two different problems). The content configuration may reword a key per site. The
 * two-factor ones carry the server dictionary's ids (`auth.twoFa…`) so `/nfx/i18n/messages` can override them.
 */
export const VALIDATION_MESSAGES: Readonly<Record<MessageKey, MessageDescriptor>> = {
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
  wrongIban: msg`Wrong IBAN`,
  wrongSymbolsName: msg`Wrong symbols in name`,
  wrongAddress: msg`Wrong address`,
  wrongRegex: msg`Wrong format`,
  wrongCardNumber: msg`Wrong card number`,
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
