/**
 * Message keys returned by the rules. The texts are not here: the app's Lingui catalog holds the
 * English default of every key (and its translations), and the content configuration may
 * override a key per site. Keeping English in one place stops the two copies drifting apart.
 *
 * Where the product names a key (insertPassword, shortPassword, notWalidPassword, …) it is used
 * verbatim, misspelling included, because the content configuration's overrides use these keys.
 */
export const MESSAGE_KEYS = [
  'requiredField',
  'wrongField',
  'insertPassword',
  'shortPassword',
  'longPassword',
  'notWalidPassword',
  'passwordsNotEqual',
  'insertEmailAddress',
  'wrongEmailAddress',
  'insertPhoneNumber',
  'wrongPhoneFormat',
  'minCountSymbolsFakename',
  'specialSymbolsFakename',
  'wrongIban',
  'wrongSymbolsName',
  'wrongAddress',
  'wrongRegex',
  'wrongCardNumber',
  'minLength',
  'maxLength',
  'minValue',
  'maxValue',
  'wrongDate',
  'sumError',
  'uncheckedCheckbox',
  'twoFaErrorCodeDigits',
  'twoFaErrorTimeExpired',
  'twoFaErrorInvalidCode',
  'twoFaErrorSomethingWrong',
] as const;

export type MessageKey = (typeof MESSAGE_KEYS)[number];

export type MessageParams = Readonly<Record<string, string>>;

/** Overrides from the content configuration, keyed by message key. */
export type MessageOverrides = Readonly<Partial<Record<MessageKey, string>>>;

export function isMessageKey(key: string): key is MessageKey {
  return (MESSAGE_KEYS as readonly string[]).includes(key);
}

/** Replaces `$$name$$` placeholders; unknown placeholders are left as they are. */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/\$\$(\w+)\$\$/g, (whole, name: string) => params[name] ?? whole);
}

/**
 * The content configuration's text for a rule's message, placeholders filled, or undefined when
 * the site does not override this key (then the app shows its catalog's text). For
 * `notWalidPassword` the offending characters (`symbols`) are listed before the message unless
 * the template places `$$symbols$$` itself.
 */
export function overrideText(key: MessageKey, params: MessageParams = {}, overrides: MessageOverrides = {}): string | undefined {
  const template = overrides[key];
  if (template === undefined || template === '') return undefined;
  const text = interpolate(template, params);
  if (params.symbols !== undefined && !template.includes('$$symbols$$')) return `${params.symbols} ${text}`;
  return text;
}
