import type { ApiClient } from '@casino/sdk';
import { expect, it } from 'vitest';
import { newPlayer } from './account-helpers.ts';
import type { ContractEnv } from './env.ts';
import { idempotencyKey, methodId, VALID_CARD } from './money-helpers.ts';

type Encoding = Record<string, { style?: string; explode?: boolean }>;

/** The multipart `encoding` the contract declares for an operation's body. */
function encodingOf(env: ContractEnv, operationId: string): Encoding {
  const { document, byId } = env.sandbox.sandbox.contract;
  const op = byId(operationId)!;
  const item = document.paths[op.path] as Record<string, { requestBody: { content: Record<string, { encoding?: Encoding }> } }>;
  return item[op.method]!.requestBody.content['multipart/form-data']!.encoding ?? {};
}

/**
 * Builds the body the way the contract's `encoding` says, as an independent generator would: an object with
 * `style: deepObject` becomes `name[key]` parts, an array with `style: form` + `explode` repeated `name` parts, and a
 * nested field without an encoding one JSON part (OpenAPI's default for objects and arrays).
 */
function formAsEncoded(encoding: Encoding, body: Record<string, string | number | string[] | Record<string, string>>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    const rule = encoding[name];
    if (typeof value !== 'object') form.append(name, String(value));
    else if (rule?.style === 'deepObject' && rule.explode && !Array.isArray(value)) for (const [key, item] of Object.entries(value)) form.append(`${name}[${key}]`, item);
    else if (rule?.style === 'form' && rule.explode && Array.isArray(value)) for (const item of value) form.append(name, item);
    else form.append(name, new Blob([JSON.stringify(value)], { type: 'application/json' }));
  }
  return form;
}

// The SDK passes a FormData body through untouched, so these calls send exactly the parts built here.
const deposit = (api: ApiClient, form: FormData) => api.POST('/api/cashier.makedeposit', { body: form as never });
const activateOffer = (api: ApiClient, form: FormData) => api.POST('/api/campaigns.activateOffer', { body: form as never });

export function encodingCases(env: ContractEnv) {
  it('takes a deposit whose requisites are sent as the contract encodes them (deepObject, one part per field)', async () => {
    const encoding = encodingOf(env, 'cashier.makedeposit');
    expect(encoding.requisites).toEqual({ style: 'deepObject', explode: true });
    const { api } = await newPlayer(env);
    const values = { methodId: await methodId(api, 'deposit', 'visa_mc'), method: 'visa_mc', amount: 20, requisites: VALID_CARD };
    const form = formAsEncoded(encoding, { ...values, idempotency_key: idempotencyKey() });
    expect(form.has('requisites[card_number]')).toBe(true);
    const { data, response } = await deposit(api, form);
    expect(response.status).toBe(200);
    expect(data?.data).toMatchObject({ status: 'success', amount: { amount: 20, currency: 'EUR' } });
    // without the encoding a generator sends the object as one JSON part, which the backend does not read
    const unencoded = await deposit(api, formAsEncoded({}, { ...values, idempotency_key: idempotencyKey() }));
    expect(unencoded.response.status).toBe(400);
  });

  it('activates an offer whose `fields` array is sent as repeated parts (form, explode)', async () => {
    const encoding = encodingOf(env, 'campaigns.activateOffer');
    expect(encoding.fields).toEqual({ style: 'form', explode: true });
    const { api } = await newPlayer(env);
    const form = formAsEncoded(encoding, { promo_code: 'WELCOME100', fields: ['description', 'promotions'] });
    expect(form.getAll('fields')).toEqual(['description', 'promotions']);
    const { data, response } = await activateOffer(api, form);
    expect(response.status).toBe(200);
    // both asked-for parts arrive, and only those: the backend read both values of the array
    expect(data?.data.campaign).toMatchObject({ description: expect.any(Object), promotions: expect.any(Array) });
    expect(data?.data.campaign.trigger).toBeUndefined();
  });
}
