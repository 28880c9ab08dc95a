/**
 * Message keys returned by the rules (spec part 1 §5, part 2 §5) and their default English
 * texts. Content-configuration overrides take precedence over the defaults.
 *
 * Where the spec names a key (insertPassword, shortPassword, notWalidPassword,
 * passwordsNotEqual, requiredField, wrongField, insertEmailAddress, wrongEmailAddress,
 * insertPhoneNumber, wrongPhoneFormat, minCountSymbolsFakename, specialSymbolsFakename,
 * sumError, uncheckedCheckbox, twoFaError*) it is used verbatim; where the spec lists only a
 * default text (Wrong iban, Field regex, Field Card number, Min/Max value, Min/Max length,
 * Wrong date) the key is named after that text.
 */
export const defaultMessages = {
  requiredField: 'Field is required',
  wrongField: 'Wrong field',
  insertPassword: 'Field is required',
  shortPassword: 'Min length is $$min$$',
  /** The spec names no key for a too long password; this one reads "Max length is $$max$$". */
  longPassword: 'Max length is $$max$$',
  notWalidPassword: 'Wrong password',
  passwordsNotEqual: 'Same as field',
  insertEmailAddress: 'Field is required',
  wrongEmailAddress: 'Wrong email address',
  insertPhoneNumber: 'Field is required',
  wrongPhoneFormat: 'Wrong phone number',
  minCountSymbolsFakename: 'Min length is $$min$$',
  specialSymbolsFakename: 'Wrong fake name',
  wrongIban: 'Wrong iban',
  wrongRegex: 'Field regex',
  wrongCardNumber: 'Field Card number',
  minLength: 'Min length is $$min$$',
  maxLength: 'Max length is $$max$$',
  minValue: 'Min value is $$min$$',
  maxValue: 'Max value is $$max$$',
  wrongDate: 'Wrong date',
  sumError: 'Amount must be from $$min$$ to $$max$$',
  uncheckedCheckbox: 'Field is required',
  twoFaErrorCodeDigits: 'The code must contain 6 digits',
  twoFaErrorTimeExpired: 'Time expired',
  twoFaErrorInvalidCode: 'The code is invalid',
  twoFaErrorSomethingWrong: 'Something went wrong',
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof defaultMessages;

export type MessageParams = Readonly<Record<string, string>>;

/** Overrides from the content configuration, keyed by message key. */
export type MessageOverrides = Readonly<Partial<Record<MessageKey, string>>>;

export const MESSAGE_KEYS = Object.keys(defaultMessages) as readonly MessageKey[];

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(defaultMessages, key);
}

/** Replaces `$$name$$` placeholders; unknown placeholders are left as they are. */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/\$\$(\w+)\$\$/g, (whole, name: string) => params[name] ?? whole);
}

/**
 * The text for a rule's message: a non-empty override wins over the default, then
 * placeholders are filled. For `notWalidPassword` the offending characters (`symbols`) are
 * listed before the message unless the template places `$$symbols$$` itself (spec part 1 §5).
 */
export function resolveMessage(key: MessageKey, params: MessageParams = {}, overrides: MessageOverrides = {}): string {
  const override = overrides[key];
  const template = override !== undefined && override !== '' ? override : defaultMessages[key];
  const text = interpolate(template, params);
  if (params.symbols !== undefined && !template.includes('$$symbols$$')) return `${params.symbols} ${text}`;
  return text;
}
