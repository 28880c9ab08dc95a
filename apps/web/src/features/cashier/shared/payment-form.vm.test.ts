import { failure, paymentMethod } from '@casino/adapters/testing';
import type { CashierMethod } from '@casino/domain/ports';
import { describe, expect, it } from 'vitest';
import { moneyError } from './money-errors.ts';
import { PaymentForm } from './payment-form.ts';

function setup() {
  const target: { method: CashierMethod | null; currency: string } = { method: paymentMethod({ bounds: { min: 10, max: 5000 } }), currency: 'EUR' };
  const form = new PaymentForm(target);
  form.setTypedCard('card_number', '4111 1111 1111 1111');
  form.setValue('card_holder', 'JANE DOE');
  return { form, method: target.method! };
}

describe('PaymentForm', () => {
  it('reads the amount as money of the currency and checks it against the method bounds', () => {
    const { form } = setup();
    expect(form.boundsText).toEqual({ min: '€10.00', max: '€5,000.00' });
    form.setAmount('1,200');
    expect(form.amountCheck).toMatchObject({ ok: true, value: { minor: 120_000, currency: 'EUR' } });
    form.setAmount('6000');
    expect(form.amountCheck.ok).toBe(false);
  });

  it('shows no message before a submit; a submit answers the amount to send only when amount and details pass', () => {
    const { form, method } = setup();
    form.setAmount('5');
    expect(form.amountMessage).toBeUndefined();
    expect(form.validate(method)).toBeNull();
    expect(form.amountMessage).toBeDefined();
    form.setAmount('50');
    expect(form.validate(method)).toEqual({ minor: 5000, currency: 'EUR' });
    form.setValue('card_holder', '');
    expect(form.validate(method)).toBeNull();
  });

  it('a refusal shows its notice and its field messages until the next submit', () => {
    const { form, method } = setup();
    form.setAmount('50');
    const refusal = { ...moneyError(failure('RequisitesValidationRequiredException', 400), 'EUR'), fields: { amount: { text: 'Too much' } } };
    form.refuse(refusal);
    expect(form.error).toEqual(refusal);
    expect(form.amountMessage).toEqual(refusal.fields.amount);
    expect(form.validate(method)).not.toBeNull();
    expect(form.error).toBeNull();
    expect(form.amountMessage).toBeUndefined();
  });
});
