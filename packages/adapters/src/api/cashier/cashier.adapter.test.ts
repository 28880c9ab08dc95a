import { money } from '@casino/domain/money';
import { createApiClient } from '@casino/sdk';
import { fakeFetch, jsonResponse as json } from '@casino/sdk/testing';
import { describe, expect, it } from 'vitest';
import { ApiCashier } from './cashier.adapter.ts';

function api(answer: (path: string) => Response) {
  const bodies: Record<string, string>[] = [];
  const urls: URL[] = [];
  const { fetch } = fakeFetch(({ path, url, fields }) => {
    urls.push(url);
    if (fields) bodies.push({ ...fields });
    return answer(path);
  });
  return { cashier: new ApiCashier(createApiClient({ baseUrl: 'http://x', fetch })), bodies, urls };
}

const method = {
  id: 1, sysname: 'visa_mc', name: 'Visa', logo: '/l.svg', type: 'deposit', currencies: ['EUR', 'USD'],
  limits: [{ currency: 'USD', min: 11, max: 5500 }, { currency: 'EUR', min: 10, max: 5000 }],
  fields: [{ name: 'card_number', type: 'card', label: 'Card number', placeholder: null, mask: '#### ####', required: true, validators: [{ type: 'cardNumber' }], options: [{ value: 'new', label: 'New card' }] }],
  flags: { is_redirect: false, open_in_new_window: false, is_popular: true, requires_verification: false, has_receipt: true },
};

describe('ApiCashier', () => {
  it('sends a deposit once-keyed: the idempotency key, the amount as the contract\'s decimal and the requisites in brackets', async () => {
    const { cashier, bodies } = api(() => json({ data: { id: 4, transaction: '4', status: 'redirect', amount: { amount: 1200, currency: 'EUR' }, redirect_url: 'http://pay/4' } }));
    const result = await cashier.makeDeposit({ methodId: 1, method: 'visa_mc', amount: money(120000, 'EUR'), requisites: { card_number: 'new' }, idempotencyKey: 'key-12345678', campaignOfferId: -1 });
    expect(bodies[0]).toEqual({ methodId: '1', method: 'visa_mc', amount: '1200', 'requisites[card_number]': 'new', idempotency_key: 'key-12345678', campaign_offer_id: '-1' });
    expect(result).toEqual({ ok: true, value: { id: 4, transaction: '4', status: 'redirect', amount: { amount: 1200, currency: 'EUR' }, redirectUrl: 'http://pay/4' } });
  });

  it('writes the exact decimal the player typed: cents, a sum that floats would drift, whole yen, fils', async () => {
    const { cashier, bodies } = api(() => json({ data: { id: 4, transaction: '4', status: 'pending', amount: { amount: 1, currency: 'EUR' }, redirect_url: null } }));
    const sent = [money(123456, 'EUR'), money(30, 'EUR'), money(999_999_999_999_999, 'EUR'), money(5000, 'JPY'), money(1005, 'BHD')];
    for (const amount of sent) await cashier.makeDeposit({ methodId: 1, method: 'visa_mc', amount, requisites: {}, idempotencyKey: 'key-12345678', campaignOfferId: -1 });
    expect(bodies.map((b) => b.amount)).toEqual(['1234.56', '0.3', '9999999999999.99', '5000', '1.005']);
  });

  it('sends a withdrawal with the same body: the amount as a decimal, the key, the requisites', async () => {
    const { cashier, bodies } = api(() => json({ data: { id: 9, transaction: '9', status: 'pending', amount: { amount: 25.5, currency: 'EUR' } } }));
    const result = await cashier.makeWithdrawal({ methodId: 8, method: 'visa_mc', amount: money(2550, 'EUR'), requisites: { card_number: '411111...1111' }, idempotencyKey: 'wd-12345678' });
    expect(bodies[0]).toEqual({ methodId: '8', method: 'visa_mc', amount: '25.5', 'requisites[card_number]': '411111...1111', idempotency_key: 'wd-12345678' });
    expect(result).toEqual({ ok: true, value: { id: 9, transaction: '9', status: 'pending', amount: { amount: 25.5, currency: 'EUR' } } });
  });

  it('picks the bounds of the player currency and maps the flags', async () => {
    const { cashier } = api(() => json({ data: { currency: 'EUR', methods: [method], amount_presets: [{ currency: 'EUR', amount: [{ value: 20 }] }] } }));
    const result = await cashier.getDepositSettings();
    expect(result).toMatchObject({ ok: true, value: { currency: 'EUR', methods: [{ sysname: 'visa_mc', bounds: { min: 10, max: 5000 }, popular: true, hasReceipt: true, fields: [{ options: [{ value: 'new' }] }] }] } });
  });

  it('a money error arrives as a typed failure with its data', async () => {
    const { cashier } = api(() => json({ error: { type: 'BillingDepositLimitExceededException', message: 'limit', code: 400, invalid_parameters: {}, error_data: { available_amount: 5 } } }, 400));
    const result = await cashier.makeDeposit({ methodId: 1, method: 'visa_mc', amount: money(1000, 'EUR'), requisites: {}, idempotencyKey: 'key-12345678', campaignOfferId: -1 });
    expect(result).toMatchObject({ ok: false, error: { type: 'BillingDepositLimitExceededException', errorData: { available_amount: 5 } } });
  });

  it('reads a history page with its type, offset and count', async () => {
    const item = { id: 3, transaction: '3', type: 'withdrawal', method: 'visa_mc', method_name: 'Visa', amount: { amount: 30, currency: 'EUR' }, status: 'pending', created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', can_cancel: true };
    const { cashier, urls } = api(() => json({ data: { items: [item], count: 9 } }));
    const result = await cashier.getHistory({ type: 'withdrawal', offset: 4, count: 4 });
    expect(urls[0]?.searchParams.get('type')).toBe('withdrawal');
    expect(urls[0]?.searchParams.get('offset')).toBe('4');
    expect(result).toMatchObject({ ok: true, value: { count: 9, items: [{ id: 3, methodName: 'Visa', canCancel: true }] } });
  });
});
