import { createApiClient } from '@casino/sdk';
import { fakeFetch, jsonResponse as json } from '@casino/sdk/testing';
import { describe, expect, it } from 'vitest';
import { ApiLoyalty } from './loyalty.adapter.ts';

function api(answer: (url: URL) => Response) {
  const bodies: Array<Record<string, unknown>> = [];
  const { fetch } = fakeFetch(({ url, fields }) => {
    if (fields) bodies.push({ ...fields });
    return answer(url);
  });
  return { client: createApiClient({ baseUrl: 'http://x', fetch, locale: 'en' }), bodies };
}

const refusal = (code: string, field = 'id') =>
  json({ error: { type: 'InvalidParameterException', message: 'no', code: 400, invalid_parameters: { [field]: [{ code, message: 'no' }] }, error_data: {} } }, 400);

describe('ApiLoyalty', () => {
  it('buys with the product id and the purchase\'s key, and tells a shortage of points from other refusals', async () => {
    const ok = api(() => json({ data: 1 }));
    expect(await new ApiLoyalty(ok.client).buy(5, 'key-12345678')).toEqual({ ok: true, value: true });
    expect(ok.bodies).toEqual([{ id: '5', idempotency_key: 'key-12345678' }]);
    expect(await new ApiLoyalty(api(() => refusal('insufficient_points')).client).buy(5, 'key-12345678')).toEqual({ ok: false, error: { kind: 'insufficientPoints' } });
    expect(await new ApiLoyalty(api(() => refusal('not_available')).client).buy(5, 'key-12345678')).toMatchObject({ ok: false, error: { kind: 'failed', failure: { type: 'InvalidParameterException' } } });
  });

  it('an unknown programme is null, not a failure', async () => {
    expect(await new ApiLoyalty(api(() => refusal('not_found', 'sysname')).client).program('nope')).toEqual({ ok: true, value: null });
  });

  it('maps characters with their page and total', async () => {
    const character = { id: 2, sysname: 'pirate', name: 'Pirate', image: '/p.svg', description: 'Arr', is_selected: true };
    const { client } = api(() => json({ data: { items: [character], offset: 0, limit: 4, total: 9 } }));
    expect(await new ApiLoyalty(client).characters({ offset: 0, limit: 4 })).toEqual({
      ok: true, value: { items: [{ id: 2, sysname: 'pirate', name: 'Pirate', image: '/p.svg', description: 'Arr', isSelected: true }], offset: 0, limit: 4, count: 9 },
    });
  });
});
