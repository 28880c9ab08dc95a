import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CODE_MESSAGES } from './server-error-messages.ts';
import { firstServerFieldText, serverFieldText, serverFieldTexts } from './server-error-text.ts';

const sandbox = new URL('../../../../sandbox/src/', import.meta.url);
const openapi = new URL('../../../../../openapi/', import.meta.url);

function sources(dir: URL): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => readFileSync(new URL(file, dir), 'utf8'));
}

/** Every field-error code the sandbox can answer with, read from how it builds them, plus the contract's rule names. */
function declaredCodes(): Set<string> {
  const codes = new Set<string>();
  const patterns = [
    /\.add\(\s*[\w.'"]+\s*,\s*'(\w+)'/g, // FieldErrors.add(field, code, text)
    /\bfail\(\s*'(\w+)'/g, // a rule's failure
    /\bfieldError\(\s*[\w.'"]+\s*,\s*'(\w+)'/g, // one field's error
    /\[\{\s*code:\s*'(\w+)'/g, // invalid_parameters written out
  ];
  for (const text of sources(new URL('routes/', sandbox))) {
    for (const pattern of patterns) for (const [, code] of text.matchAll(pattern)) codes.add(code!);
    // promo codes are a table's keys: { not_found: '…', expired: '…' }
    for (const [, table] of text.matchAll(/PROMO_MESSAGES = \{([^}]*)\}/g)) for (const [, code] of table!.matchAll(/(\w+):/g)) codes.add(code!);
  }
  // a payment detail's error is named after the validator it broke (the contract lists them)
  const validators = /FieldValidator:[\s\S]*?enum: \[([^\]]*)\]/.exec(readFileSync(new URL('schemas/cashier.yaml', openapi), 'utf8'))?.[1] ?? '';
  for (const code of validators.split(',')) codes.add(code.trim());
  return codes;
}

describe('server field errors in the player\'s language', () => {
  it('every code the sandbox and the contract give has a catalog message', () => {
    const codes = declaredCodes();
    expect(codes.size).toBeGreaterThan(30); // the patterns still find the sandbox's codes
    expect([...codes].filter((code) => !Object.hasOwn(CODE_MESSAGES, code))).toEqual([]);
  });

  it('a known code is said from the catalog, the field making it precise; the server\'s English is never shown for it', () => {
    const locked = serverFieldText('currency', { code: 'locked', message: 'The currency cannot change after money movements' });
    expect(locked).toEqual({ message: expect.objectContaining({ message: 'The currency cannot change after money movements' }) });
    expect(locked).not.toHaveProperty('text');
    expect(serverFieldText('nickname', { code: 'too_short', message: 'Min length is 4' })).toEqual({ message: expect.objectContaining({ message: 'The value is too short' }) });
  });

  it('only an unknown code falls back to the server\'s text (or a generic message when it has none)', () => {
    expect(serverFieldText('x', { code: 'brand_new', message: ' Something new ' })).toEqual({ text: 'Something new' });
    expect(serverFieldText('x', { code: 'brand_new', message: '' })).toEqual({ message: expect.objectContaining({ message: 'Wrong value' }) });
    // names of the object's own prototype are codes like any other
    expect(serverFieldText('x', { code: 'constructor', message: 'odd' })).toEqual({ text: 'odd' });
  });

  it('takes the first error per field, under the form\'s name for it', () => {
    const failure = { fieldErrors: { country: [{ code: 'invalid', message: 'Unknown country' }, { code: 'required', message: 'x' }], fakename: [] } };
    expect(serverFieldTexts(failure, { country: 'country_code' })).toEqual({ country_code: { message: expect.objectContaining({ message: 'Unknown country' }) } });
    expect(firstServerFieldText(failure)).toEqual({ message: expect.objectContaining({ message: 'Unknown country' }) });
    expect(firstServerFieldText({ fieldErrors: {} })).toBeUndefined();
  });
});
