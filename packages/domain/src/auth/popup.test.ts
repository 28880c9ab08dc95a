import { describe, expect, it } from 'vitest';
import { authPopupShowsBanner, authPopupShowsCharacter, readAuthBanner, readCharacterSelect } from './popup';
import { oneTimeCodeErrorKey } from './restore';

const banner = { isExist: true, label: 'Welcome', value: '100%', addition: '<p>+200</p>', banner_type: 'other', images: { mobile: '/m.svg', tablet: 7 } };

describe('auth popup banner', () => {
  it('reads sections.banners.auth', () => {
    expect(readAuthBanner({ banners: { auth: banner } })).toEqual({ label: 'Welcome', value: '100%', addition: '<p>+200</p>', compact: false, images: { mobile: '/m.svg' } });
    expect(readAuthBanner({ banners: { auth: { ...banner, banner_type: 'compact' } } })?.compact).toBe(true);
  });
  it('is missing when absent, not existing or empty', () => {
    expect(readAuthBanner({})).toBeUndefined();
    expect(readAuthBanner(undefined)).toBeUndefined();
    expect(readAuthBanner({ banners: [] })).toBeUndefined();
    expect(readAuthBanner({ banners: { auth: { ...banner, isExist: false } } })).toBeUndefined();
    expect(readAuthBanner({ banners: { auth: { isExist: true } } })).toBeUndefined();
  });
  it('reads character select from the registration configuration', () => {
    expect(readCharacterSelect({ forms: { registration: { showCharacterSelect: true } } })).toBe(true);
    expect(readCharacterSelect({ forms: { registration: {} } })).toBe(false);
    expect(readCharacterSelect({})).toBe(false);
  });
  it('shows the banner in registration with character select or a banner, elsewhere only with a banner', () => {
    expect(authPopupShowsBanner('registration', { banner: false, characterSelect: true })).toBe(true);
    expect(authPopupShowsBanner('registration', { banner: false, characterSelect: false })).toBe(false);
    expect(authPopupShowsBanner('authorization', { banner: false, characterSelect: true })).toBe(false);
    expect(authPopupShowsBanner('restore', { banner: true, characterSelect: false })).toBe(true);
  });
  it('shows the character with sign-in and registration only', () => {
    expect(['authorization', 'registration', 'socialRegistration', 'restore', 'twofa'].map((m) => authPopupShowsCharacter(m as never))).toEqual([true, true, true, false, false]);
  });
});

describe('one-time code errors', () => {
  it('maps by code, then by message', () => {
    expect(oneTimeCodeErrorKey({ code: 'invalid', message: 'Wrong code' })).toBe('twoFaErrorInvalidCode');
    expect(oneTimeCodeErrorKey({ code: 'expired' })).toBe('twoFaErrorTimeExpired');
    expect(oneTimeCodeErrorKey({ code: 'digits' })).toBe('twoFaErrorCodeDigits');
    expect(oneTimeCodeErrorKey({ code: 'other', message: 'Time expired' })).toBe('twoFaErrorTimeExpired');
    expect(oneTimeCodeErrorKey({ message: 'two_factor_auth: code is invalid' })).toBe('twoFaErrorInvalidCode');
    expect(oneTimeCodeErrorKey(undefined)).toBe('twoFaErrorSomethingWrong');
  });
});
