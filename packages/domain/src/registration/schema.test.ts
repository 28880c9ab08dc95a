import { describe, expect, it } from 'vitest';
import { buildRegistrationSchema, ruleForField } from './schema';
import type { FormFieldDefinition, RegistrationFormConfig } from './types';

const def = (sysname: string, type = 'input', is_required = true, extra: Partial<FormFieldDefinition> = {}): FormFieldDefinition => ({
  sysname, type, params: { is_visible: true, is_required }, ...extra,
});

const fields = [
  def('email'), def('mobile', 'phone', true, { options: { mask: '(###) ###-##-##' } }), def('password', 'password'),
  def('first_name', 'input', false), def('postcode', 'input', false, { options: { regex: '^\\d{5}$' } }),
  def('secret', 'input', true, { params: { is_visible: false, is_required: true } }),
];

describe('buildRegistrationSchema', () => {
  it('keeps visible fields, required per params, with regex and mask', () => {
    const schema = buildRegistrationSchema(fields, {});
    expect(schema.fields.map((f) => f.name)).toEqual(['email', 'mobile', 'password', 'first_name', 'postcode']);
    expect(schema.fields.find((f) => f.name === 'first_name')?.required).toBe(false);
    expect(schema.fields.find((f) => f.name === 'postcode')?.regex).toBe('^\\d{5}$');
    expect(schema.fields.find((f) => f.name === 'mobile')).toMatchObject({ rule: 'phone', mask: '(###) ###-##-##' });
    expect(schema.mode).toBe('single');
  });

  it('reads terms, notify, betting, promo and character select from the configuration', () => {
    const config: RegistrationFormConfig = {
      terms: { isActive: true }, notify: { isActive: true }, markBetting: { isActive: true, defaultValue: 'betting' },
      showPromocode: true, showPromoFieldByDefault: true, showCharacterSelect: true,
    };
    const schema = buildRegistrationSchema([], config);
    expect(schema.terms).toEqual({ visible: true, required: true, defaultValue: false });
    expect(schema.notify).toEqual({ visible: true, defaultValue: true });
    expect(schema.betting).toEqual({ visible: true, defaultValue: true });
    expect(schema.promo).toEqual({ visible: true, openByDefault: true });
    expect(schema.characterSelect).toBe(true);
    const plain = buildRegistrationSchema([], {});
    expect(plain.terms.visible).toBe(false);
    expect(plain.notify.visible).toBe(false);
    expect(plain.betting).toEqual({ visible: false, defaultValue: false });
    expect(plain.promo.visible).toBe(false);
  });

  it('skips fields of unselected auth types', () => {
    const config: RegistrationFormConfig = {
      authTypes: [
        { id: 'by-email', component: 'form', field: 'email' },
        { id: 'by-phone', component: 'form', field: 'mobile' },
        { id: 'google', component: 'social' },
      ],
    };
    expect(buildRegistrationSchema(fields, config).fields.map((f) => f.name)).not.toContain('mobile');
    const phone = buildRegistrationSchema(fields, config, { authTypeId: 'by-phone' });
    expect(phone.fields.map((f) => f.name)).toContain('mobile');
    expect(phone.fields.map((f) => f.name)).not.toContain('email');
    expect(phone.tabs.map((t) => t.id)).toEqual(['by-email', 'by-phone']);
    expect(phone.social).toBe(true);
    expect(phone.socialOnly).toBe(false);
  });

  it('fast plus full: fast skips non-required, full requires all', () => {
    const config: RegistrationFormConfig = {
      authTypes: [{ id: 'fast', component: 'fast', isFast: true }, { id: 'full', component: 'full' }],
    };
    const fast = buildRegistrationSchema(fields, config, { authTypeId: 'fast' });
    expect(fast.mode).toBe('fast');
    expect(fast.fields.map((f) => f.name)).toEqual(['email', 'mobile', 'password']);
    const full = buildRegistrationSchema(fields, config, { authTypeId: 'full' });
    expect(full.mode).toBe('full');
    expect(full.fields.every((f) => f.required)).toBe(true);
    expect(full.fields).toHaveLength(5);
  });

  it('only social registration', () => {
    const schema = buildRegistrationSchema(fields, { authTypes: [{ id: 'g', component: 'social' }] });
    expect(schema.socialOnly).toBe(true);
    expect(schema.tabs).toEqual([]);
  });

  it('maps fields to rules', () => {
    expect(ruleForField('password', 'input')).toBe('password');
    expect(ruleForField('pin', 'password')).toBe('password');
    expect(ruleForField('email', 'input')).toBe('email');
    expect(ruleForField('phone', 'input')).toBe('phone');
    expect(ruleForField('x', 'phone')).toBe('phone');
    expect(ruleForField('last_name', 'input')).toBe('name');
    expect(ruleForField('home_town', 'input')).toBe('address');
    expect(ruleForField('fakename', 'input')).toBe('fakename');
    expect(ruleForField('birth_date', 'input')).toBe('date');
    expect(ruleForField('sex', 'select')).toBe('sex');
    expect(ruleForField('postcode', 'input')).toBe('postcode');
    expect(ruleForField('promo_code', 'input')).toBe('promo');
    expect(ruleForField('cpf', 'input')).toBe('text');
    expect(ruleForField('login', 'input')).toBe('text');
  });
});
