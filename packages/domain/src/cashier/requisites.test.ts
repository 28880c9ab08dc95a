import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { savedCards, validateCpf, validateRequisite, type PaymentDetailField } from './requisites';

const field = (overrides: Partial<PaymentDetailField> = {}): PaymentDetailField => ({
  name: 'f', type: 'text', label: 'F', placeholder: null, mask: null, required: true, validators: [], options: [], ...overrides,
});

/** The two check digits a CPF's first nine digits call for. */
function withCheckDigits(nine: readonly number[]): string {
  const digits = [...nine];
  for (const length of [9, 10]) {
    const sum = digits.reduce((total, d, i) => total + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

describe('validateCpf', () => {
  it('accepts a valid CPF with or without dots, dash and spaces', () => {
    expect(validateCpf('529.982.247-25')).toEqual({ ok: true });
    expect(validateCpf('52998224725')).toEqual({ ok: true });
    expect(validateCpf('529 982 247 25')).toEqual({ ok: true });
  });
  it('refuses wrong check digits, wrong lengths, letters and eleven equal digits', () => {
    for (const value of ['529.982.247-26', '529.982.247-15', '5299822472', '529982247255', '5299822472a', '', '111.111.111-11', '00000000000']) {
      expect(validateCpf(value), value).toEqual({ ok: false, key: 'wrongField' });
    }
  });
  it('property: nine digits with their check digits pass; any other last digit fails', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }), fc.integer({ min: 1, max: 9 }), (nine, shift) => {
        const cpf = withCheckDigits(nine);
        fc.pre(!/^(\d)\1{10}$/.test(cpf));
        expect(validateCpf(cpf).ok).toBe(true);
        const wrong = `${cpf.slice(0, 10)}${(Number(cpf[10]) + shift) % 10}`;
        expect(validateCpf(wrong).ok).toBe(false);
      }),
    );
  });
});

describe('validateRequisite', () => {
  it('a blank field passes when optional and is required otherwise', () => {
    expect(validateRequisite(field({ required: false, validators: [{ type: 'cpf' }] }), '  ')).toEqual({ ok: true });
    expect(validateRequisite(field(), '')).toEqual({ ok: false, key: 'requiredField' });
  });
  it('"new" on a card field is the choice to type a number, not a number', () => {
    expect(validateRequisite(field({ type: 'card', validators: [{ type: 'cardNumber' }] }), 'new')).toEqual({ ok: false, key: 'requiredField' });
    expect(validateRequisite(field({ type: 'text' }), 'new')).toEqual({ ok: true });
  });
  it('runs each validator in turn on the trimmed value and stops at the first failure', () => {
    const card = field({ type: 'card', validators: [{ type: 'required' }, { type: 'cardNumber' }] });
    expect(validateRequisite(card, ' 4111 1111 1111 1111 ')).toEqual({ ok: true });
    expect(validateRequisite(card, '4111 1111 1111 1112').ok).toBe(false);
    const bounded = field({ validators: [{ type: 'minLength', value: 3 }, { type: 'maxLength', value: '5' }] });
    expect(validateRequisite(bounded, 'ab')).toMatchObject({ ok: false, key: 'minLength' });
    expect(validateRequisite(bounded, 'abcdef')).toMatchObject({ ok: false, key: 'maxLength' });
    expect(validateRequisite(bounded, 'abcd')).toEqual({ ok: true });
  });
  it('knows the rules the methods name; a rule it does not know is left to the server', () => {
    expect(validateRequisite(field({ validators: [{ type: 'cardHolder' }] }), 'J0hn').ok).toBe(false);
    expect(validateRequisite(field({ validators: [{ type: 'iban' }] }), 'DE89 3704 0044 0532 0130 00').ok).toBe(true);
    expect(validateRequisite(field({ validators: [{ type: 'iban' }] }), 'DE89 3704 0044 0532 0130 01').ok).toBe(false);
    expect(validateRequisite(field({ validators: [{ type: 'phone' }] }), 'call me').ok).toBe(false);
    expect(validateRequisite(field({ validators: [{ type: 'email' }] }), 'a@b').ok).toBe(false);
    expect(validateRequisite(field({ validators: [{ type: 'email' }] }), 'jane@example.com').ok).toBe(true);
    expect(validateRequisite(field({ validators: [{ type: 'cpf' }] }), '529.982.247-25').ok).toBe(true);
    expect(validateRequisite(field({ validators: [{ type: 'regex', value: '^\\d{4}$' }] }), '12a4').ok).toBe(false);
    expect(validateRequisite(field({ validators: [{ type: 'regex', value: null }, { type: 'regex' }] }), 'anything')).toEqual({ ok: true });
    expect(validateRequisite(field({ validators: [{ type: 'luhnPlus', value: 1 }] }), 'anything')).toEqual({ ok: true });
  });
});

describe('savedCards', () => {
  it('lists the saved cards without the "new card" choice', () => {
    const card = field({ type: 'card', options: [{ value: '411111...1111', label: 'Visa' }, { value: 'new', label: 'New card' }] });
    expect(savedCards(card)).toEqual([{ value: '411111...1111', label: 'Visa' }]);
    expect(savedCards(field({ type: 'card' }))).toEqual([]);
  });
});
