import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isPromoCodeCheckable, validateAddress, validateCardHolder, validateCustom, validateFakename, validateLogin,
  validateName, validateOneTimeCode, validatePostcode, validatePromo, validateRegex, validateRequiredCheckbox,
  validateSex, validateText,
} from './text';

describe('name and address', () => {
  it('name: required, no digits or listed symbols', () => {
    expect(validateName('')).toEqual({ ok: false, key: 'requiredField' });
    expect(validateName("Anna-Maria O'Neil").ok).toBe(true);
    expect(validateName('Иван').ok).toBe(true);
    for (const bad of ['John1', 'a@b', 'a_b', 'a"b', 'a!', 'a?', 'a#', 'a$', 'a%', 'a^', 'a&', 'a*', 'a(', 'a)', 'a{', 'a}', 'a[', 'a]', 'a|', 'a/', 'a\\', 'a<', 'a>', 'a~', 'a\u00a7', 'a+', 'a:', 'a;', 'a`']) {
      expect(validateName(bad)).toEqual({ ok: false, key: 'wrongSymbolsName' });
    }
  });
  it('address: digits allowed, symbols not', () => {
    expect(validateAddress('')).toEqual({ ok: false, key: 'requiredField' });
    expect(validateAddress('Baker Street 221, flat 2').ok).toBe(true);
    expect(validateAddress('Street #5')).toEqual({ ok: false, key: 'wrongAddress' });
  });
  it('property: names with any forbidden symbol fail', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...'0123456789@_"!?#$%^&*(){}[]|/\\<>~\u00a7+:;`'.split('')), fc.string(), (a, bad, b) => {
        expect(validateName(`${a}${bad}${b}`).ok).toBe(false);
      }),
    );
  });
});

describe('fakename', () => {
  it('needs 4+ letters or digits', () => {
    expect(validateFakename('')).toEqual({ ok: false, key: 'requiredField' });
    expect(validateFakename('abc')).toEqual({ ok: false, key: 'minCountSymbolsFakename', params: { min: '4' } });
    expect(validateFakename('Lucky7').ok).toBe(true);
    for (const bad of ['ab,cd', 'ab_cd', 'ab cd', 'ab"cd', "ab'cd", 'ab-cd', 'ab!cd']) {
      expect(validateFakename(bad)).toEqual({ ok: false, key: 'specialSymbolsFakename' });
    }
  });
});

describe('card holder', () => {
  it('letters, spaces, dot, apostrophe, hyphen', () => {
    expect(validateCardHolder("J. O'Neil-Smith").ok).toBe(true);
    expect(validateCardHolder('John 2')).toEqual({ ok: false, key: 'wrongField' });
    expect(validateCardHolder(' ')).toEqual({ ok: false, key: 'requiredField' });
  });
});

describe('simple rules', () => {
  it('sex is required', () => {
    expect(validateSex('')).toEqual({ ok: false, key: 'requiredField' });
    expect(validateSex(0).ok).toBe(false);
    expect(validateSex(null).ok).toBe(false);
    expect(validateSex(undefined).ok).toBe(false);
    expect(validateSex(1).ok).toBe(true);
    expect(validateSex('2').ok).toBe(true);
  });
  it('text is required unless optional; login requires a value', () => {
    expect(validateText('')).toEqual({ ok: false, key: 'requiredField' });
    expect(validateText(null, { optional: true }).ok).toBe(true);
    expect(validateText('x').ok).toBe(true);
    expect(validateLogin('').ok).toBe(false);
    expect(validateLogin('player').ok).toBe(true);
  });
  it('one-time code: exactly 6 digits', () => {
    expect(validateOneTimeCode('')).toEqual({ ok: false, key: 'requiredField' });
    expect(validateOneTimeCode('12345')).toEqual({ ok: false, key: 'twoFaErrorCodeDigits' });
    expect(validateOneTimeCode('1234567').ok).toBe(false);
    expect(validateOneTimeCode('12a456').ok).toBe(false);
    expect(validateOneTimeCode('123456').ok).toBe(true);
  });
  it('postcode: up to 8 digits by default, or a configured pattern', () => {
    expect(validatePostcode('12345678').ok).toBe(true);
    expect(validatePostcode('123456789')).toEqual({ ok: false, key: 'wrongField' });
    expect(validatePostcode('SW1A 1AA').ok).toBe(false);
    expect(validatePostcode('SW1A 1AA', { pattern: '^[A-Z0-9 ]{5,8}$' }).ok).toBe(true);
    expect(validatePostcode('sw', { pattern: /^[A-Z]+$/ }).ok).toBe(false);
    expect(validatePostcode('')).toEqual({ ok: false, key: 'requiredField' });
    expect(validatePostcode('', { optional: true }).ok).toBe(true);
  });
  it('regex passes when empty', () => {
    expect(validateRegex('', '^\\d+$').ok).toBe(true);
    expect(validateRegex('12', '^\\d+$').ok).toBe(true);
    expect(validateRegex('1a', /^\d+$/)).toEqual({ ok: false, key: 'wrongRegex' });
  });
  it('custom: pattern or non-empty', () => {
    expect(validateCustom('')).toEqual({ ok: false, key: 'requiredField' });
    expect(validateCustom('x', '').ok).toBe(true);
    expect(validateCustom('abc', '^a').ok).toBe(true);
    expect(validateCustom('xbc', '^a')).toEqual({ ok: false, key: 'wrongField' });
  });
  it('required checkbox must be checked', () => {
    expect(validateRequiredCheckbox(true).ok).toBe(true);
    expect(validateRequiredCheckbox(false)).toEqual({ ok: false, key: 'uncheckedCheckbox' });
    expect(validateRequiredCheckbox(undefined).ok).toBe(false);
  });
  it('promo is always valid locally; a check needs 1+ character', () => {
    expect(validatePromo('anything at all').ok).toBe(true);
    expect(validatePromo('').ok).toBe(true);
    expect(isPromoCodeCheckable('')).toBe(false);
    expect(isPromoCodeCheckable('  ')).toBe(false);
    expect(isPromoCodeCheckable(undefined)).toBe(false);
    expect(isPromoCodeCheckable('A')).toBe(true);
  });
});
