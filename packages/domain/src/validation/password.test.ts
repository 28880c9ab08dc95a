import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offendingCharacters, validatePassword, validatePasswordRepeat } from './password';

describe('validatePassword', () => {
  it('requires a value', () => {
    expect(validatePassword('')).toEqual({ ok: false, key: 'insertPassword' });
    expect(validatePassword('   ')).toEqual({ ok: false, key: 'insertPassword' });
  });
  it('enforces 6 to 20 characters', () => {
    expect(validatePassword('abc12')).toEqual({ ok: false, key: 'shortPassword', params: { min: '6' } });
    expect(validatePassword('abc123').ok).toBe(true);
    expect(validatePassword('a'.repeat(20)).ok).toBe(true);
    expect(validatePassword('a'.repeat(21))).toEqual({ ok: false, key: 'longPassword', params: { max: '20' } });
  });
  it('lists offending characters once each, in order', () => {
    expect(validatePassword('pass wörd ö')).toEqual({ ok: false, key: 'notWalidPassword', params: { symbols: ' ö' } });
    expect(offendingCharacters('abcЖ!Ж')).toBe('Ж');
  });
  it('checks the repeat against the previous password', () => {
    expect(validatePassword('secret1', 'secret2')).toEqual({ ok: false, key: 'passwordsNotEqual' });
    expect(validatePassword('secret1', 'secret1').ok).toBe(true);
    expect(validatePasswordRepeat('', 'secret1').ok).toBe(false);
    expect(validatePasswordRepeat('secret1', 'secret1').ok).toBe(true);
    expect(validatePasswordRepeat('secret', 'secret1')).toEqual({ ok: false, key: 'passwordsNotEqual' });
  });
  it('accepts custom limits and patterns', () => {
    expect(validatePassword('abcd', undefined, { min: 4 }).ok).toBe(true);
    expect(validatePassword('abc1234', undefined, { allowedChar: /^[a-z]$/ })).toMatchObject({ params: { symbols: '1234' } });
  });
  it('property: any 6–20 printable ASCII string without space is valid', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'abcXYZ0189!@#$%^&*()_+-=[]{};:,.<>/?~`|'.split('')), minLength: 6, maxLength: 20 }), (s) => {
        expect(validatePassword(s).ok).toBe(true);
      }),
    );
  });
  it('property: a non-ASCII character is always reported', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 6, maxLength: 10 }), fc.constantFrom('é', 'Ж', ' ', '中'), (s, bad) => {
        const result = validatePassword(`${s}${bad}`);
        expect(result.ok).toBe(false);
        if (!result.ok && result.key === 'notWalidPassword') expect(result.params?.symbols).toContain(bad);
      }),
    );
  });
});
