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
  it('sends a deposit once-keyed: the idempotency key, the amount without commas and the requisites in brackets', async () => {
    const { cashier, bodies } = api(() => json({ data: { id: 4, transaction: '4', status: 'redirect', amount: { amount: 1200, currency: 'EUR' }, redirect_url: 'http://pay/4' } }));
    const result = await cashier.makeDeposit({ methodId: 1, method: 'visa_mc', amount: '1,200', requisites: { card_number: 'new' }, idempotencyKey: 'key-12345678', campaignOfferId: -1 });
    expect(bodies[0]).toEqual({ methodId: '1', method: 'visa_mc', amount: '1200', 'requisites[card_number]': 'new', idempotency_key: 'key-12345678', campaign_offer_id: '-1' });
    expect(result).toEqual({ ok: true, value: { id: 4, transaction: '4', status: 'redirect', amount: { amount: 1200, currency: 'EUR' }, redirectUrl: 'http://pay/4' } });
  });

  it('picks the bounds of the player currency and maps the flags', async () => {
    const { cashier } = api(() => json({ data: { currency: 'EUR', methods: [method], amount_presets: [{ currency: 'EUR', amount: [{ value: 20 }] }] } }));
    const result = await cashier.getDepositSettings();
    expect(result).toMatchObject({ ok: true, value: { currency: 'EUR', methods: [{ sysname: 'visa_mc', bounds: { min: 10, max: 5000 }, popular: true, hasReceipt: true, fields: [{ options: [{ value: 'new' }] }] }] } });
  });

  it('a money error arrives as a typed failure with its data', async () => {
    const { cashier } = api(() => json({ error: { type: 'BillingDepositLimitExceededException', message: 'limit', code: 400, invalid_parameters: {}, error_data: { available_amount: 5 } } }, 400));
    const result = await cashier.makeDeposit({ methodId: 1, method: 'visa_mc', amount: '10', requisites: {}, idempotencyKey: 'key-12345678', campaignOfferId: -1 });
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
