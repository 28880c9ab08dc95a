import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  longestPhoneMask, masksOf, maxPhoneDigits, phoneMaskDigits, sanitizePhoneInput, stripEmoji,
  type PhoneCountry,
} from './phone';

const RU: PhoneCountry = { country_code: 'RU', phone_code: '+7', name: 'Russia', mask: '(###) ###-##-##' };
const GB: PhoneCountry = { country_code: 'GB', phone_code: '44', mask: ['#### ######', '### #### ####'] };

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
