import { readdirSync, readFileSync } from 'node:fs';
import { MESSAGE_KEYS, validateAddress, validateName, type MessageKey } from '@casino/domain/validation';
import { describe, expect, it } from 'vitest';
import { CODE_MESSAGES, FIELD_CODE_MESSAGES } from '../errors/server-error-messages.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

const domain = new URL('../../../../../packages/domain/src/', import.meta.url);
const app = new URL('../../', import.meta.url);

function sources(dir: URL, extensions: readonly string[]): [file: string, text: string][] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => extensions.some((ext) => file.endsWith(ext)) && !/\.test\.tsx?$/.test(file))
    .map((file) => [file, readFileSync(new URL(file, dir), 'utf8')]);
}

/** Every key the domain's rules can fail with: the keys it declares, and any its code passes to `invalid(…)`. */
function domainKeys(): string[] {
  const keys = new Set<string>(MESSAGE_KEYS);
  for (const [, text] of sources(domain, ['.ts'])) for (const [, key] of text.matchAll(/\binvalid\(\s*'(\w+)'/g)) keys.add(key!);
  return [...keys];
}

const english = (key: string) => (Object.hasOwn(VALIDATION_MESSAGES, key) ? VALIDATION_MESSAGES[key as MessageKey].message : undefined);

describe('the validation catalog', () => {
  it('says every key the domain can return', () => {
    const missing = domainKeys().filter((key) => !english(key)?.trim());
    expect(missing).toEqual([]);
  });

  it('holds the domain\'s keys and nothing else', () => {
    expect(Object.keys(VALIDATION_MESSAGES).sort()).toEqual([...MESSAGE_KEYS].sort());
  });

  it('is the only place that words the keys: no other map from validation keys in the app', () => {
    // a second map is how the same key came to read "Wrong iban" in one form and "Wrong IBAN" in another
    const others = sources(app, ['.ts', '.tsx'])
      .filter(([file, text]) => file !== 'shared/forms/validation-messages.ts' && /Record<\s*MessageKey\s*,\s*MessageDescriptor/.test(text))
      .map(([file]) => file);
    expect(others).toEqual([]);
  });

  it('words a rule as the server\'s refusal of the same rule does', () => {
    const same: [MessageKey, string][] = [
      ['requiredField', CODE_MESSAGES.required!.message!],
      ['passwordsNotEqual', CODE_MESSAGES.not_equal!.message!],
      ['wrongIban', CODE_MESSAGES.iban!.message!],
      ['wrongCardNumber', CODE_MESSAGES.cardNumber!.message!],
      ['wrongRegex', CODE_MESSAGES.regex!.message!],
      ['wrongEmailAddress', CODE_MESSAGES.email!.message!],
      ['wrongPhoneFormat', CODE_MESSAGES.phone!.message!],
      ['wrongSymbolsName', FIELD_CODE_MESSAGES['first_name:invalid']!.message!],
      ['wrongAddress', FIELD_CODE_MESSAGES['address:invalid']!.message!],
      ['wrongDate', FIELD_CODE_MESSAGES['birth_date:invalid']!.message!],
      ['specialSymbolsFakename', FIELD_CODE_MESSAGES['fakename:invalid']!.message!],
      ['twoFaErrorTimeExpired', FIELD_CODE_MESSAGES['code:expired']!.message!],
    ];
    for (const [key, server] of same) expect(english(key), key).toBe(server);
  });

  it('a bad name reads "Wrong symbols in name" and a bad address "Wrong address", not a generic "Wrong field"', () => {
    const text = (result: ReturnType<typeof validateName>) => (result.ok ? undefined : english(result.key));
    expect(text(validateName('J0hn'))).toBe('Wrong symbols in name');
    expect(text(validateAddress('Street #5'))).toBe('Wrong address');
  });
});
