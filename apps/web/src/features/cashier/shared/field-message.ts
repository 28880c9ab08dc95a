import type { MessageKey, ValidationResult } from '@casino/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A field's error as the cashier's view-models hold it: a descriptor with its values, or a server's own text. */
export type FieldMessage = { readonly message: MessageDescriptor; readonly values?: Readonly<Record<string, string>> } | { readonly text: string };

// Placeholder names of the rules' params: the values come with each message.
const min = '';
const max = '';

/** The texts of the rule keys the cashier's fields can produce; any other key reads "Wrong field". */
const RULE_MESSAGES: Partial<Record<MessageKey, MessageDescriptor>> = {
  requiredField: msg`Field is required`,
  wrongField: msg`Wrong field`,
  wrongIban: msg`Wrong IBAN`,
  wrongCardNumber: msg`Wrong card number`,
  wrongRegex: msg`Wrong format`,
  insertEmailAddress: msg`Enter the e-mail address`,
  wrongEmailAddress: msg`Wrong email address`,
  insertPhoneNumber: msg`Enter the phone number`,
  wrongPhoneFormat: msg`Wrong phone number`,
  minLength: msg`Min length is ${min}`,
  maxLength: msg`Max length is ${max}`,
  sumError: msg`Amount must be from ${min} to ${max}`,
};
const FALLBACK = msg`Wrong field`;

export const ruleMessage = (result: ValidationResult): FieldMessage | undefined =>
  result.ok ? undefined : { message: RULE_MESSAGES[result.key] ?? FALLBACK, values: result.params ?? {} };
