import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createApiClient, settle } from './index.ts';
import { fakeFetch, hangingFetch, jsonResponse } from './testing/index.ts';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

describe('client middleware', () => {
  it('puts locale and version first in the query, so preloaded start-up calls match', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse({ data: {} }));
    const api = createApiClient({ baseUrl: 'http://x', fetch, locale: 'de', version: '1.2.3' });
    await settle(api.GET('/nfx/i18n/locales'));
    await settle(api.GET('/api/storage.get', { params: { query: { keys: ['a'] } } }));
    expect(calls.map((c) => c.url.search)).toEqual(['?locale=de&version=1.2.3', '?locale=de&version=1.2.3&keys=a']);
  });

  it('leaves a locale the call sets itself, and adds nothing when there is nothing to add', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse({ data: {} }));
    await settle(createApiClient({ baseUrl: 'http://x', fetch, locale: () => 'en' }).GET('/api/popups.get', { params: { query: { locale: 'fr' } } }));
    await settle(createApiClient({ baseUrl: 'http://x', fetch, locale: () => undefined }).GET('/api/storage.getKeys'));
    expect(calls.map((c) => c.url.search)).toEqual(['?locale=fr', '']);
  });

  it('keeps a multipart body intact when the query changes', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse({ data: 1 }));
    const api = createApiClient({ baseUrl: 'http://x', fetch, locale: 'en', version: '1' });
    const file = new Blob(['%PDF'], { type: 'application/pdf' });
    await settle(api.POST('/api/storage.set', { body: { key: 'k', value: 'v', file } as unknown as { key: string; value: string } }));
    expect(calls[0]!.request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(calls[0]!.fields).toMatchObject({ key: 'k', value: 'v' });
    expect(await (calls[0]!.form!.get('file') as Blob).text()).toBe('%PDF');
  });

  it('drops null and undefined query parameters', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse({ data: [] }));
    const query = { sysname: undefined, keys: null } as unknown as { sysname?: string };
    await settle(createApiClient({ baseUrl: 'http://x', fetch }).GET('/api/popups.get', { params: { query } }));
    expect(calls[0]!.url.search).toBe('');
  });

  it("a caller's abort still reaches the request sent after the middleware copied it and garbage was collected", async () => {
    const { fetch } = hangingFetch();
    const controller = new AbortController();
    const pending = settle(createApiClient({ baseUrl: 'http://x', fetch, locale: 'en', version: '1' }).GET('/api/storage.getKeys', { signal: controller.signal }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    collectGarbage();
    controller.abort();
    expect((await pending).error).toMatchObject({ type: 'AbortError' });
  });

  it('times out a request that nothing else holds, after garbage was collected', async () => {
    // unlike real I/O (and hangingFetch, which keeps what it was sent), this fetch lets go of the request
    const forgetful = (async (request: Request) =>
      new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)))) as unknown as typeof globalThis.fetch;
    const pending = settle(createApiClient({ baseUrl: 'http://x', fetch: forgetful, timeoutMs: 50, locale: 'en' }).GET('/api/storage.getKeys'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    collectGarbage();
    expect((await pending).error).toMatchObject({ type: 'TimeoutError' });
  });
});
