import { describe, expect, it } from 'vitest';
import { currencyAfterCountryChange, initialCurrency, pickChoice, regionAfterCountryChange } from './currency-settings';
import { buildMessagingAppPayload, buildRegistrationPayload } from './payload';

describe('buildRegistrationPayload', () => {
  it('login falls back to email, then mobile; phone from mobile', () => {
    expect(buildRegistrationPayload({ email: 'a@b.co', mobile: '79161234567', password: 'secret1' })).toEqual({
      email: 'a@b.co', login: 'a@b.co', phone: '79161234567', password: 'secret1',
    });
    expect(buildRegistrationPayload({ mobile: '7916', login: '' })).toEqual({ login: '7916', phone: '7916' });
    expect(buildRegistrationPayload({ login: 'neo', email: 'a@b.co' }).login).toBe('neo');
  });
  it('flags as 1/0, character_id, currency and locale', () => {
    const payload = buildRegistrationPayload(
      { notify: true, is_betting: false, email: 'a@b.co' },
      { currency: 'EUR', locale: 'de', characterId: 3 },
    );
    expect(payload).toMatchObject({ notify: '1', is_betting: '0', character_id: '3', currency: 'EUR', locale: 'de' });
    expect(buildRegistrationPayload({ is_betting: 'betting', notify: false })).toEqual({ is_betting: '1', notify: '0' });
    expect(buildRegistrationPayload({ character_id: 7 }).character_id).toBe('7');
  });
  it('maps cpf to document_number, drops hasPromocode and empty values', () => {
    const payload = buildRegistrationPayload({
      cpf: '123.456.789-09', hasPromocode: true, promo_code: 'WELCOME', region: '', country_code: 'BR', middle_name: null, terms: true,
    });
    expect(payload).toEqual({ document_type: 'cpf', document_number: '123.456.789-09', promo_code: 'WELCOME', country_code: 'BR' });
    expect(payload).not.toHaveProperty('hasPromocode');
  });
  it('does not send the promo code with the toggle off', () => {
    expect(buildRegistrationPayload({ hasPromocode: false, promo_code: 'X' })).toEqual({});
  });
});

describe('messaging-app payload', () => {
  it('builds is_tg, id, username, hash, language_code, payload', () => {
    expect(buildMessagingAppPayload({ id: 42, username: 'neo', hash: 'h', language_code: 'en', payload: 'p' })).toEqual({
      is_tg: '1', id: '42', username: 'neo', hash: 'h', language_code: 'en', payload: 'p',
    });
    expect(buildMessagingAppPayload({ id: 1, hash: 'h' })).toEqual({ is_tg: '1', id: '1', hash: 'h' });
  });
});

describe('currency settings', () => {
  const options = ['USD', 'EUR'];
  it('picks per choice', () => {
    expect(pickChoice('emptyValue', options, 'EUR')).toBe('');
    expect(pickChoice(undefined, options)).toBe('');
    expect(pickChoice('firstValue', options)).toBe('USD');
    expect(pickChoice('firstValue', [])).toBe('');
    expect(pickChoice('selectedValue', options, 'EUR')).toBe('EUR');
    expect(pickChoice('selectedValue', options, 'GBP')).toBe('');
    expect(initialCurrency({}, options)).toBe('USD');
  });
  it('country change falls back when the selection is gone', () => {
    expect(currencyAfterCountryChange({}, options, 'EUR')).toBe('EUR');
    expect(currencyAfterCountryChange({}, options, 'GBP')).toBe('USD');
    expect(currencyAfterCountryChange({ changeCountryValue: 'emptyValue', changeCountryFallbackValue: 'emptyValue' }, options, 'EUR')).toBe('');
    expect(regionAfterCountryChange([{ id: 5 }, { id: 6 }])).toBe('5');
    expect(regionAfterCountryChange([])).toBe('');
  });
});
