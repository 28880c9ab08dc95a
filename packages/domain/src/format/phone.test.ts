import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dialDigits, longestPhoneMask, masksOf, maxPhoneDigits, pastePhone, phoneMaskDigits, sanitizePhoneInput, stripEmoji,
  type PhoneCountry,
} from './phone';

const RU: PhoneCountry = { country_code: 'RU', phone_code: '+7', name: 'Russia', mask: '(###) ###-##-##' };
const GB: PhoneCountry = { country_code: 'GB', phone_code: '44', mask: ['#### ######', '### #### ####'] };
const BB: PhoneCountry = { country_code: 'BB', phone_code: '+1 246', mask: '###-####' };
const US: PhoneCountry = { country_code: 'US', phone_code: '+1', mask: '(###) ###-####' };

describe('phone input', () => {
  it('keeps digits only, limited by the mask(s)', () => {
    expect(sanitizePhoneInput('9a1b6-123 45 67 89', RU.mask)).toBe('9161234567');
    expect(sanitizePhoneInput('123456789012345', masksOf(GB))).toBe('12345678901');
    expect(sanitizePhoneInput('1'.repeat(20), [])).toBe('1'.repeat(15));
    expect(maxPhoneDigits(GB.mask)).toBe(11);
  });
  it('strips emoji when asked', () => {
    expect(stripEmoji('9👍1🇬🇧6❤️')).toBe('916');
    expect(sanitizePhoneInput('1️⃣2', RU.mask, { stripEmoji: true })).toBe('2');
  });
  it('paste picks the country by the longest dial code', () => {
    const countries = [RU, GB, US, BB];
    expect(pastePhone('+7 (916) 123-45-67', countries)).toEqual({ country: RU, digits: '9161234567' });
    expect(pastePhone('+1 246 555 1234', countries)).toEqual({ country: BB, digits: '5551234' });
    expect(pastePhone('+1 212 555 1234', countries)).toEqual({ country: US, digits: '2125551234' });
    expect(pastePhone('0044 20', countries, GB)).toEqual({ country: GB, digits: '004420' });
    expect(pastePhone('5 5 5', countries)).toEqual({ country: undefined, digits: '555' });
    expect(pastePhone('👍+7916', countries, undefined, { stripEmoji: true }).country).toBe(RU);
    expect(dialDigits(BB)).toBe('1246');
  });
  it('counts the digits of server masks', () => {
    expect(phoneMaskDigits('(###) ###-##-##')).toBe(10);
    expect(longestPhoneMask(masksOf(GB))).toBe('### #### ####');
    expect(longestPhoneMask([])).toBe('');
  });
  it('property: sanitized input is digits only and within the limit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const out = sanitizePhoneInput(text, RU.mask, { stripEmoji: true });
        expect(out).toMatch(/^\d{0,10}$/);
      }),
    );
  });
});
