import { LATEST_CASHBACK_QUERY } from '@casino/domain/bonuses';
import { historyRequest } from '@casino/domain/cashier';
import { createApiClient, type operations } from '@casino/sdk';
import { fakeFetch, jsonResponse as json } from '@casino/sdk/testing';
import { describe, expect, expectTypeOf, it } from 'vitest';

// The domain builds some queries for the contract's calls without importing the SDK. Here they meet the typed
// SDK: a builder whose types drift from the contract (a readonly array where the SDK wants a mutable one, a
// `string` where it wants a literal union) fails `pnpm typecheck` on this file, and the calls below prove the
// values go out as the contract's query strings.

type QueryOf<Operation extends keyof operations> = NonNullable<operations[Operation]['parameters']['query']>;

function client() {
  const seen: URL[] = [];
  const { fetch } = fakeFetch(({ url }) => {
    seen.push(url);
    return json({ data: { items: [], count: 0 } });
  });
  return { api: createApiClient({ baseUrl: 'http://x', fetch, locale: 'en' }), seen };
}

describe('domain query builders against the typed SDK', () => {
  it('LATEST_CASHBACK_QUERY is a cashbacks.get query as it is', async () => {
    expectTypeOf(LATEST_CASHBACK_QUERY).toExtend<QueryOf<'cashbacks.get'>>();
    expectTypeOf(LATEST_CASHBACK_QUERY.statuses).toExtend<NonNullable<QueryOf<'cashbacks.get'>['statuses']>>();
    const { api, seen } = client();
    await api.GET('/api/cashbacks.get', { params: { query: LATEST_CASHBACK_QUERY } });
    expect(seen[0]?.searchParams.getAll('statuses')).toEqual(['paid_out', 'active']);
    expect(seen[0]?.searchParams.get('sort')).toBe('end_date');
    expect(Object.isFrozen(LATEST_CASHBACK_QUERY.statuses)).toBe(true);
  });

  it('historyRequest() is a cashier.gethistory query with the contract literal type', async () => {
    expectTypeOf(historyRequest('withdrawal', 0)).toExtend<QueryOf<'cashier.gethistory'>>();
    expectTypeOf(historyRequest('deposit', 0).type).toEqualTypeOf<NonNullable<QueryOf<'cashier.gethistory'>['type']>>();
    const { api, seen } = client();
    await api.GET('/api/cashier.gethistory', { params: { query: historyRequest('withdrawal', 20) } });
    expect(seen[0]?.searchParams.get('type')).toBe('withdrawal');
    expect(seen[0]?.searchParams.get('offset')).toBe('20');
  });
});
