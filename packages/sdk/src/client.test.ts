import { describe, expect, it } from 'vitest';
import { ApiError, call, createApiClient } from './index.ts';
import { failingFetch, fakeFetch, hangingFetch, jsonResponse as json } from './testing/index.ts';

describe('createApiClient', () => {
  it('sends same-origin credentials unless told otherwise, and extra headers read at call time', async () => {
    const { fetch, calls } = fakeFetch(() => json({ data: [] }));
    let sid = 'a';
    const api = createApiClient({ baseUrl: 'http://x', fetch, credentials: 'include', headers: () => ({ cookie: `sid=${sid}`, 'x-partner': 'p1' }) });
    await call(api.GET('/api/storage.getKeys'));
    sid = 'b';
    await call(api.GET('/api/storage.getKeys'));
    expect(calls.map((c) => c.credentials)).toEqual(['include', 'include']);
    expect(calls.map((c) => c.request.headers.get('cookie'))).toEqual(['sid=a', 'sid=b']);
    expect(calls[0]!.request.headers.get('x-partner')).toBe('p1');
    const plain = fakeFetch(() => json({ data: [] }));
    await call(createApiClient({ baseUrl: 'http://x', fetch: plain.fetch }).GET('/api/storage.getKeys'));
    expect(plain.calls[0]!.credentials).toBe('same-origin');
  });

  it('says plainly that a base URL is needed outside a browser', () => {
    expect(() => createApiClient({})).toThrow(/baseUrl is required outside a browser/);
  });

  it('adds locale and version to every call and unwraps data', async () => {
    let locale = 'en';
    const { fetch, calls } = fakeFetch(() => json({ data: ['a', 'b'] }));
    const api = createApiClient({ baseUrl: 'http://x', fetch, locale: () => locale, version: '9.9.9' });
    expect(await call(api.GET('/api/storage.getKeys'))).toEqual(['a', 'b']);
    locale = 'ar';
    await call(api.GET('/api/storage.getKeys'));
    expect(calls.map((c) => c.url.searchParams.get('locale'))).toEqual(['en', 'ar']);
    expect(calls[0]!.url.searchParams.get('version')).toBe('9.9.9');
    expect(calls[0]!.url.pathname).toBe('/api/storage.getKeys');
  });

  it('sends POST bodies as multipart form data with null values dropped', async () => {
    const { fetch, calls } = fakeFetch(() => json({ data: 1 }));
    const api = createApiClient({ baseUrl: 'http://x', fetch });
    const body = { key: 'k', value: 'v', extra: null } as unknown as { key: string; value: string };
    expect(await call(api.POST('/api/storage.set', { body }))).toBe(1);
    const form = calls[0]!.form!;
    expect([...form.keys()]).toEqual(['key', 'value']);
    expect(form.get('value')).toBe('v');
  });

  it('serializes array query parameters as repeated keys', async () => {
    const { fetch, calls } = fakeFetch(() => json({ data: {} }));
    const api = createApiClient({ baseUrl: 'http://x', fetch });
    await call(api.GET('/api/storage.get', { params: { query: { keys: ['a', 'b'] } } }));
    expect(calls[0]!.url.searchParams.getAll('keys')).toEqual(['a', 'b']);
  });

  it('turns the error envelope into ApiError with type, message, field errors and error data', async () => {
    const { fetch } = fakeFetch(() =>
      json({ error: { type: 'InvalidParameterException', message: 'bad', code: 422, invalid_parameters: { key: [{ code: 'required', message: 'Field is required' }] }, error_data: { promo_code: ['expired'] } } }, 422),
    );
    const api = createApiClient({ baseUrl: 'http://x', fetch });
    const error = await call(api.GET('/api/storage.getKeys')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ type: 'InvalidParameterException', status: 422, message: 'bad', errorData: { promo_code: ['expired'] } });
    expect((error as ApiError).fieldErrors.key?.[0]?.message).toBe('Field is required');
  });

  it('classifies transport failures: network, malformed body, abort and timeout', async () => {
    const network = createApiClient({ baseUrl: 'http://x', fetch: failingFetch(new TypeError('fetch failed')) });
    await expect(call(network.GET('/api/storage.getKeys'))).rejects.toMatchObject({ type: 'NetworkError', status: 0, isTransport: true });

    const malformed = createApiClient({ baseUrl: 'http://x', fetch: (async () => new Response('{"data": tru', { status: 200, headers: { 'content-type': 'application/json' } })) as typeof fetch });
    await expect(call(malformed.GET('/api/storage.getKeys'))).rejects.toMatchObject({ type: 'MalformedResponse' });

    const { fetch: hanging } = hangingFetch(); // a real fetch holds its request until it settles
    const slow = createApiClient({ baseUrl: 'http://x', fetch: hanging, timeoutMs: 20 });
    await expect(call(slow.GET('/api/storage.getKeys'))).rejects.toMatchObject({ type: 'TimeoutError' });
    const controller = new AbortController();
    const aborted = call(createApiClient({ baseUrl: 'http://x', fetch: hanging }).GET('/api/storage.getKeys', { signal: controller.signal }));
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ type: 'AbortError' });
  });

  it('sends same-origin credentials and a signal on every call', async () => {
    const { fetch, calls } = fakeFetch(() => json({ data: [] }));
    await call(createApiClient({ baseUrl: 'http://x', fetch }).GET('/api/storage.getKeys'));
    expect(calls[0]!.credentials).toBe('same-origin');
    expect(calls[0]!.signal).toBeInstanceOf(AbortSignal);
  });
});
