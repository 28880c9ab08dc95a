/**
 * What the pipeline does with bodies the contract does not describe, for every operation that takes one: a media
 * type it does not declare is a 415, a body it cannot parse or values of the wrong type a 400, each in the
 * catalogue's error envelope and each an answer the contract allows. Nothing a client sends makes a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, call } from '@casino/sdk';
import { cookieFetch } from '../../test/contract/env.ts';
import { startSandbox, type RunningSandbox } from '../../test/harness.ts';
import type { Operation } from './contract.ts';

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  oneOf?: Schema[];
}

/** The fields a body schema names (both branches of a `oneOf`), with their declared types. */
const fieldsOf = (schema: Schema): Array<[string, Schema]> => [...Object.entries(schema.properties ?? {}), ...(schema.oneOf ?? []).flatMap(fieldsOf)];

/** Every field with a value of the wrong kind: an object where a scalar goes, a JSON string where an object goes. */
function wrongTypes(schema: Schema): FormData {
  const form = new FormData();
  for (const [name, field] of fieldsOf(schema)) {
    if (field.type === 'object') form.append(name, JSON.stringify({ key: 'value' }));
    else form.append(`${name}[nested]`, 'x');
  }
  return form;
}

describe('bodies the contract does not describe', () => {
  let running: RunningSandbox;
  let cookie: string;
  let withBody: Operation[];
  beforeAll(async () => {
    running = await startSandbox();
    withBody = running.sandbox.contract.operations.filter((o) => o.body);
    const fetch = cookieFetch();
    const api = createApiClient({ baseUrl: running.url, fetch, locale: 'en' });
    const player = (await (await fetch(`${running.url}/__sandbox/players`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ balance: 100 }) })).json()) as { email: string; password: string };
    const signedIn = await api.POST('/api/auth.login', { body: { login: player.email, password: player.password } });
    cookie = signedIn.response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  });
  afterAll(() => running.close());

  /** A signed-in call, so that a body that got past validation would reach the handler. */
  const post = (op: Operation, init: { body?: BodyInit; type?: string }) =>
    fetch(`${running.url}${op.path}?locale=en`, { method: op.method.toUpperCase(), headers: { cookie, ...(init.type ? { 'content-type': init.type } : {}) }, body: init.body });

  it('derives what it reads from the contract: every body operation declares multipart/form-data only', () => {
    expect(withBody.length).toBeGreaterThan(40);
    expect(new Set(withBody.flatMap((o) => Object.keys(o.body!.mediaTypes)))).toEqual(new Set(['multipart/form-data']));
  });

  it('answers 415 for JSON, urlencoded, text and untyped bodies, naming the accepted type', async () => {
    const bodies = [
      { type: 'application/json', body: '{"amount": 20}' },
      { type: 'application/x-www-form-urlencoded', body: 'amount=20' },
      { type: 'text/plain;charset=UTF-8', body: 'amount=20' },
      { body: new Uint8Array([97, 61, 49]) }, // bytes without a Content-Type
    ];
    for (const op of withBody) {
      for (const variant of bodies) {
        const response = await post(op, variant);
        expect(response.status, `${op.operationId} ${variant.type ?? '(no type)'}`).toBe(415);
        expect(await response.json()).toMatchObject({ error: { type: 'InvalidRequestException', code: 415, error_data: { accepted: ['multipart/form-data'] } } });
      }
    }
  });

  it('answers 400 for malformed multipart and for values of the wrong type', async () => {
    for (const op of withBody) {
      const broken = await post(op, { type: 'multipart/form-data; boundary=xyz', body: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end' });
      expect(broken.status, `${op.operationId} malformed`).toBe(400);
      expect(await broken.json()).toMatchObject({ error: { type: 'InvalidRequestException', code: 400 } });
      const typed = fieldsOf(op.body!.mediaTypes['multipart/form-data'] as Schema).length > 0;
      const wrong = await fetch(`${running.url}${op.path}?locale=en`, { method: 'POST', headers: { cookie }, body: wrongTypes(op.body!.mediaTypes['multipart/form-data'] as Schema) });
      if (typed) expect(wrong.status, `${op.operationId} wrong types`).toBe(400);
      else expect(wrong.status, `${op.operationId} wrong types`).toBeLessThan(500);
    }
  });

  it('takes no money from a JSON deposit, and tells a client that sent requisites as JSON how to send them', async () => {
    const api = createApiClient({ baseUrl: running.url, locale: 'en', headers: { cookie } });
    const before = (await call(api.GET('/api/account.getBalance'))).balance_main.amount;
    const deposit = running.sandbox.contract.byId('cashier.makedeposit')!;
    const json = await post(deposit, { type: 'application/json', body: JSON.stringify({ methodId: 1, method: 'visa_mc', amount: 20, requisites: { card_number: '4111111111111111' } }) });
    expect(json.status).toBe(415);
    expect((await call(api.GET('/api/account.getBalance'))).balance_main.amount).toBe(before);

    const form = new FormData();
    for (const [key, value] of Object.entries({ methodId: '1', method: 'visa_mc', amount: '20', requisites: '{"card_number":"4111111111111111"}' })) form.append(key, value);
    const stringified = await fetch(`${running.url}${deposit.path}`, { method: 'POST', headers: { cookie }, body: form });
    expect(stringified.status).toBe(400);
    const { error } = (await stringified.json()) as { error: { invalid_parameters: Record<string, Array<{ message: string }>> } };
    expect(error.invalid_parameters.requisites?.[0]?.message).toMatch(/bracket notation \(requisites\[key\]=value\)/);
  });

  it('answered every one of those calls as the contract allows', () => {
    expect(running.sandbox.state.violations).toEqual([]);
  });
});
