import { describe, expect, it } from 'vitest';
import { initialCurrency } from './currency-settings';
import { birthDateBounds, toIsoDate } from './dates';
import { completionDefinitions, contactsOfLogin, PASSWORD_DEFINITION, registrationDefinitions } from './field-list';
import { registrationFieldErrors } from './server-errors';
import { readRegistrationSettings } from './settings';
import type { FormFieldDefinition } from './types';

describe('readRegistrationSettings', () => {
  it('reads the forms section', () => {
    const settings = readRegistrationSettings({
      forms: {
        validationStrategy: 'onSubmit',
        confirmEmailPopup: { isActive: true, title: 'Confirm', text: '<p>Hi</p>' },
        registration: {
          terms: { isActive: true, defaultValue: false },
          notify: { isActive: true },
          markBetting: { isActive: true, defaultValue: 'betting' },
          showPromocode: true,
          showPromoFieldByDefault: false,
          showCharacterSelect: true,
          authTypes: [
            { id: 'email', component: 'form', label: 'E-mail', field: 'email', isFast: false },
            { id: 'social', component: 'social', field: null },
            { id: 'broken', component: 'nope' },
            'junk',
          ],
          social: [{ id: 'google', icon: 'social-google', name: 'Google' }, { id: 'x' }, { name: 'no id' }],
          fields: { email: [{ sysname: 'email' }, 'password', { nope: 1 }], bad: 'x' },
          currencySettings: { emptyValue: 'firstValue', defaultValue: 'selectedValue', changeCountryValue: 'weird' },
          documentType: { isActive: true, defaultValue: 'cpf' },
        },
      },
    });
    expect(settings.strategy).toBe('onSubmit');
    expect(settings.confirmEmailPopup).toEqual({ title: 'Confirm', text: '<p>Hi</p>' });
    expect(settings.config.authTypes).toEqual([
      { id: 'email', component: 'form', label: 'E-mail', field: 'email', isFast: false },
      { id: 'social', component: 'social' },
    ]);
    expect(settings.config.terms).toEqual({ isActive: true, defaultValue: false });
    expect(settings.config.markBetting).toEqual({ isActive: true, defaultValue: 'betting' });
    expect(settings.config.showCharacterSelect).toBe(true);
    expect(settings.fieldLists).toEqual({ email: ['email', 'password'] });
    expect(settings.social).toEqual([{ id: 'google', icon: 'social-google', name: 'Google' }, { id: 'x', name: 'x' }]);
    expect(settings.currencySettings).toEqual({ emptyValue: 'firstValue', defaultValue: 'selectedValue' });
    expect(settings.documentType).toEqual({ isActive: true, defaultValue: 'cpf' });
  });
  it('a missing or broken section gives a plain eager form', () => {
    const settings = readRegistrationSettings({ forms: 'x' });
    expect(settings.strategy).toBe('eager');
    expect(settings.confirmEmailPopup).toBeNull();
    expect(settings.config.authTypes).toEqual([]);
    expect(settings.fieldLists).toEqual({});
    expect(settings.social).toEqual([]);
    expect(settings.documentType).toEqual({ isActive: false, defaultValue: null });
    expect(readRegistrationSettings({ forms: { confirmEmailPopup: { isActive: true } } }).confirmEmailPopup).toEqual({ title: '', text: '' });
  });
});

const def = (sysname: string, is_required = true, type = 'input'): FormFieldDefinition => ({ sysname, type, params: { is_visible: true, is_required } });

describe('registration field lists', () => {
  const defs = [def('email'), def('mobile', false, 'phone'), def('currency', true, 'select'), def('first_name', false)];
  it('intersects the configured list with the definitions, in the configured order, adding the password', () => {
    expect(registrationDefinitions(['password', 'currency', 'email', 'promo_code', 'region', 'email'], defs).map((d) => d.sysname)).toEqual([
      'password', 'currency', 'email',
    ]);
    expect(registrationDefinitions(['password'], [])).toEqual([PASSWORD_DEFINITION]);
    expect(registrationDefinitions(['mobile'], defs, 'mobile')[0]?.params).toEqual({ is_visible: true, is_required: true });
    expect(registrationDefinitions(undefined, defs, 'mobile').map((d) => d.sysname)).toEqual(['email', 'mobile', 'currency', 'password']);
    const own = def('password', true, 'password');
    expect(registrationDefinitions(['password'], [own])[0]).toBe(own);
  });
  it('without a list: required definitions and the password', () => {
    expect(registrationDefinitions(undefined, [...defs, def('promo_code')]).map((d) => d.sysname)).toEqual(['email', 'currency', 'password']);
  });
  it('completion drops the password and known contacts', () => {
    const list = [def('email'), def('mobile', true, 'phone'), PASSWORD_DEFINITION, def('pin', true, 'password'), def('currency')];
    expect(completionDefinitions(list, contactsOfLogin('social@example.com')).map((d) => d.sysname)).toEqual(['mobile', 'currency']);
    expect(completionDefinitions(list, contactsOfLogin('+44 7911 123456')).map((d) => d.sysname)).toEqual(['email', 'currency']);
    expect(contactsOfLogin(null)).toEqual({ email: false, phone: false });
  });
});

describe('registrationFieldErrors', () => {
  it('maps invalid_parameters (phone → mobile) and error_data codes', () => {
    const errors = registrationFieldErrors({
      fieldErrors: {
        email: [{ code: 'taken', message: 'This e-mail is already registered' }, { code: 'invalid', message: 'x' }],
        phone: [{ code: 'invalid', message: 'Wrong phone number' }],
        promo_code: [{ code: 'EXPIRED', message: 'Promo code not found' }],
        empty: [],
      },
      errorData: { promo_code: ['EXPIRED'], email: ['other'], region: { code: 7 }, note: { text: 'x' } },
    });
    expect(errors).toEqual({
      email: { code: 'taken', message: 'This e-mail is already registered' },
      mobile: { code: 'invalid', message: 'Wrong phone number' },
      promo_code: { code: 'EXPIRED', message: 'Promo code not found' },
      region: { code: '7', message: '' },
    });
    expect(registrationFieldErrors({ fieldErrors: {}, errorData: { promo_code: 'USED' } })).toEqual({ promo_code: { code: 'USED', message: '' } });
  });
});

describe('dates and currency', () => {
  it('birth-date bounds and ISO dates', () => {
    expect(birthDateBounds(Date.UTC(2025, 5, 15))).toEqual({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2007, 5, 15) });
    expect(toIsoDate('05.03.1990')).toBe('1990-03-05');
    expect(toIsoDate('31.02.1990')).toBe('31.02.1990');
  });
  it('initial currency falls back to the emptyValue choice', () => {
    expect(initialCurrency({ defaultValue: 'selectedValue', emptyValue: 'firstValue' }, ['EUR', 'USD'])).toBe('EUR');
    expect(initialCurrency({ defaultValue: 'selectedValue', emptyValue: 'firstValue' }, ['EUR', 'USD'], 'USD')).toBe('USD');
    expect(initialCurrency({ defaultValue: 'selectedValue' }, ['EUR'])).toBe('');
  });
});
