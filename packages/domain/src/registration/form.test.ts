import { describe, expect, it } from 'vitest';
import { validateRegistration, validateRegistrationField } from './form-validation';
import { buildRegistrationSchema, type RegistrationFieldSchema } from './schema';
import {
  canSubmitRegistration, fieldStateOnChange, isOnlyPromoCodeInvalid, isSocialSignUpBlocked, isSubmitDisabled,
  registrationSuccessTarget,
} from './submit';

const field = (name: string, rule: RegistrationFieldSchema['rule'], required = true, extra: Partial<RegistrationFieldSchema> = {}): RegistrationFieldSchema => ({
  name, type: 'input', rule, required, ...extra,
});

describe('validateRegistrationField', () => {
  it('applies the rule of each field', () => {
    expect(validateRegistrationField(field('password', 'password'), 'abc')).toMatchObject({ key: 'shortPassword' });
    expect(validateRegistrationField(field('email', 'email'), 'x')).toMatchObject({ key: 'wrongEmailAddress' });
    expect(validateRegistrationField(field('mobile', 'phone', true, { mask: '### ###' }), '1234567')).toMatchObject({ key: 'wrongPhoneFormat' });
    expect(validateRegistrationField(field('mobile', 'phone'), '1234567').ok).toBe(true);
    expect(validateRegistrationField(field('first_name', 'name'), 'J0hn')).toMatchObject({ key: 'wrongSymbolsName' });
    expect(validateRegistrationField(field('address', 'address'), 'a#')).toMatchObject({ key: 'wrongAddress' });
    expect(validateRegistrationField(field('fakename', 'fakename'), 'abc')).toMatchObject({ key: 'minCountSymbolsFakename' });
    expect(validateRegistrationField(field('birth_date', 'date'), '01.01.2020', { date: { max: Date.UTC(2008, 0, 1) } })).toMatchObject({ key: 'maxValue' });
    expect(validateRegistrationField(field('sex', 'sex'), 0)).toMatchObject({ key: 'requiredField' });
    expect(validateRegistrationField(field('sex', 'sex'), true)).toMatchObject({ key: 'requiredField' });
    expect(validateRegistrationField(field('postcode', 'postcode'), '123456789')).toMatchObject({ key: 'wrongField' });
    expect(validateRegistrationField(field('promo_code', 'promo'), '???').ok).toBe(true);
    expect(validateRegistrationField(field('cpf', 'text'), null)).toMatchObject({ key: 'requiredField' });
  });
  it('optional empty fields pass; filled optional fields still obey their rule', () => {
    expect(validateRegistrationField(field('email', 'email', false), '').ok).toBe(true);
    expect(validateRegistrationField(field('email', 'email', false), 'bad').ok).toBe(false);
  });
  it('applies the regex option after the rule', () => {
    const f = field('login', 'text', true, { regex: '^[a-z]+$' });
    expect(validateRegistrationField(f, 'abc').ok).toBe(true);
    expect(validateRegistrationField(f, 'ABC')).toMatchObject({ key: 'wrongRegex' });
    expect(validateRegistrationField(f, '')).toMatchObject({ key: 'requiredField' });
  });
});

describe('validateRegistration', () => {
  const schema = buildRegistrationSchema(
    [
      { sysname: 'email', type: 'input', params: { is_visible: true, is_required: true } },
      { sysname: 'password', type: 'password', params: { is_visible: true, is_required: true } },
      { sysname: 'promo_code', type: 'input', params: { is_visible: true, is_required: false } },
    ],
    { terms: { isActive: true } },
  );
  it('collects failures, terms must be true', () => {
    expect(Object.keys(validateRegistration(schema, { email: 'x', password: '', terms: false }))).toEqual(['email', 'password', 'terms']);
    expect(validateRegistration(schema, { email: 'a@b.co', password: 'secret1', terms: true })).toEqual({});
    expect(validateRegistration(schema, { email: 'a@b.co', password: 'secret1', terms: 'true' })).toHaveProperty('terms');
  });
});

describe('submit rules', () => {
  it('only the promo code invalid lets the submission go on', () => {
    expect(isOnlyPromoCodeInvalid({ promo_code: 1 })).toBe(true);
    expect(isOnlyPromoCodeInvalid(['promo_code', 'email'])).toBe(false);
    expect(isOnlyPromoCodeInvalid([])).toBe(false);
    expect(canSubmitRegistration({})).toBe(true);
    expect(canSubmitRegistration(['promo_code'])).toBe(true);
    expect(canSubmitRegistration(['email'])).toBe(false);
  });
  it('eager: disabled when unchanged or invalid; on-submit: never by validity', () => {
    expect(isSubmitDisabled({ strategy: 'eager', errors: {}, dirty: false })).toBe(true);
    expect(isSubmitDisabled({ strategy: 'eager', errors: {}, dirty: true })).toBe(false);
    expect(isSubmitDisabled({ strategy: 'eager', errors: ['email'], dirty: true })).toBe(true);
    expect(isSubmitDisabled({ strategy: 'eager', errors: ['promo_code'], dirty: true })).toBe(false);
    expect(isSubmitDisabled({ strategy: 'onSubmit', errors: ['email'], dirty: false })).toBe(false);
    expect(isSubmitDisabled({ strategy: 'onSubmit', errors: [], dirty: true, submitting: true })).toBe(true);
  });
  it('field state on change per strategy', () => {
    expect(fieldStateOnChange('eager')).toEqual({ touched: true, reset: false });
    expect(fieldStateOnChange('onSubmit')).toEqual({ touched: false, reset: true });
  });
  it('social sign-up blocked by unchecked active terms', () => {
    expect(isSocialSignUpBlocked({ visible: true, required: true }, false)).toBe(true);
    expect(isSocialSignUpBlocked({ visible: true, required: true }, true)).toBe(false);
    expect(isSocialSignUpBlocked({ visible: false, required: false }, false)).toBe(false);
  });
  it('success target', () => {
    expect(registrationSuccessTarget('/promotions')).toBe('/promotions');
    expect(registrationSuccessTarget(null)).toBe('/cashier/deposit?register=success');
  });
});
