import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, DEFAULT_TIMEOUT_MS, settle } from './index.ts';
import { failingFetch, fakeFetch, hangingFetch, jsonResponse } from './testing/index.ts';

const client = (fetch: typeof globalThis.fetch, timeoutMs?: number) => createApiClient({ baseUrl: 'http://x', fetch, timeoutMs });

describe('settle', () => {
  it('answers the unwrapped payload as data', async () => {
    const { fetch } = fakeFetch(() => jsonResponse({ data: ['a'] }));
    expect(await settle(client(fetch).GET('/api/storage.getKeys'))).toEqual({ data: ['a'] });
  });

  it('answers catalogue errors as an ApiError instead of throwing', async () => {
    const { fetch } = fakeFetch(() => jsonResponse({ error: { type: 'AuthorizationException', message: 'no', code: 401, invalid_parameters: {}, error_data: {} } }, 401));
    const { data, error } = await settle(client(fetch).GET('/api/storage.getKeys'));
    expect(data).toBeUndefined();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ type: 'AuthorizationException', status: 401, message: 'no' });
  });

  it('answers an error status without the envelope by its status', async () => {
    const { fetch } = fakeFetch(() => new Response('Bad gateway', { status: 502 }));
    expect((await settle(client(fetch).GET('/api/storage.getKeys'))).error).toMatchObject({ type: 'InternalServerErrorException', status: 502 });
  });

  it('answers network failures, malformed bodies, timeouts and aborts as transport errors', async () => {
    expect((await settle(client(failingFetch()).GET('/api/storage.getKeys'))).error).toMatchObject({ type: 'NetworkError', status: 0 });

    const { fetch: malformed } = fakeFetch(() => new Response('{"data": tru', { status: 200, headers: { 'content-type': 'application/json' } }));
    expect((await settle(client(malformed).GET('/api/storage.getKeys'))).error).toMatchObject({ type: 'MalformedResponse', isTransport: true });

    const hanging = hangingFetch();
    expect((await settle(client(hanging.fetch, 10).GET('/api/storage.getKeys'))).error).toMatchObject({ type: 'TimeoutError', status: 0 });

    const controller = new AbortController();
    const pending = settle(client(hanging.fetch).GET('/api/storage.getKeys', { signal: controller.signal }));
    controller.abort();
    expect((await pending).error).toMatchObject({ type: 'AbortError', status: 0 });
  });

  it('an answer with no content is data undefined', async () => {
    const { fetch } = fakeFetch(() => new Response(null, { status: 204 }));
    expect(await settle(client(fetch).POST('/api/storage.set', { body: { key: 'k', value: 'v' } }))).toEqual({ data: undefined });
  });

  it('the default deadline is exported for tools that must outlast it', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(20_000);
  });
});
