import { describe, expect, it } from 'vitest';
import { dialCodeOf, type PhoneFieldCountry } from './countries';
import { pastePhone } from './paste';

// Moved from @casino/domain (format/phone.test.ts), whose pastePhone repeated this field's paste:
// the countries take the ui shape, and emoji need no option (only digits and "+" are read).
const RU: PhoneFieldCountry = { code: 'RU', dialCode: '+7', name: 'Russia', mask: '(###) ###-##-##' };
const GB: PhoneFieldCountry = { code: 'GB', dialCode: '44', name: 'United Kingdom', mask: ['#### ######', '### #### ####'] };
const BB: PhoneFieldCountry = { code: 'BB', dialCode: '+1 246', name: 'Barbados', mask: '###-####' };
const US: PhoneFieldCountry = { code: 'US', dialCode: '+1', name: 'United States', mask: '(###) ###-####' };

describe('phone input', () => {
  it('paste picks the country by the longest dial code', () => {
    const countries = [RU, GB, US, BB];
    expect(pastePhone('+7 (916) 123-45-67', countries)).toEqual({ country: RU, digits: '9161234567' });
    expect(pastePhone('+1 246 555 1234', countries)).toEqual({ country: BB, digits: '5551234' });
    expect(pastePhone('+1 212 555 1234', countries)).toEqual({ country: US, digits: '2125551234' });
    expect(pastePhone('0044 20', countries, GB)).toEqual({ country: GB, digits: '004420' });
    expect(pastePhone('5 5 5', countries)).toEqual({ country: undefined, digits: '555' });
    expect(pastePhone('👍+7916', countries, undefined).country).toBe(RU);
    expect(dialCodeOf(BB)).toBe('1246');
  });
});
