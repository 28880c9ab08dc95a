/** One request as the fake fetch saw it. */
export interface SeenRequest {
  /** The request itself (its body already read into `form`). */
  readonly request: Request;
  readonly url: URL;
  readonly method: string;
  /** Path and query without the `locale` and `version` every call carries. */
  readonly path: string;
  readonly signal: AbortSignal;
  readonly credentials: string;
  /** The multipart body, for requests that have one. */
  readonly form?: FormData;
  /** The multipart body's fields as strings (file fields as their `String()`). */
  readonly fields?: Readonly<Record<string, string>>;
}

export type FakeAnswer = (seen: SeenRequest) => Response | Promise<Response>;

/** A fetch for `createApiClient({ fetch })` in tests: records every request and answers with `answer`. */
export function fakeFetch(answer: FakeAnswer): { fetch: typeof globalThis.fetch; calls: SeenRequest[] } {
  const calls: SeenRequest[] = [];
  const fetch = async (input: Request) => {
    const url = new URL(input.url);
    const query = new URLSearchParams(url.search);
    query.delete('locale');
    query.delete('version');
    const multipart = input.headers.get('content-type')?.startsWith('multipart/form-data') ?? false;
    const form = input.body && multipart ? await input.formData() : undefined;
    const seen: SeenRequest = {
      request: input,
      url,
      method: input.method,
      path: url.pathname + (query.size > 0 ? `?${query}` : ''),
      signal: input.signal,
      credentials: input.credentials,
      form,
      fields: form && Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)])),
    };
    calls.push(seen);
    return answer(seen);
  };
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

/** A JSON answer, as the backend sends it. */
export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that fails as a browser does when offline (or with `error`). */
export const failingFetch = (error: unknown = new TypeError('fetch failed')): typeof globalThis.fetch =>
  (async () => {
    throw error;
  }) as unknown as typeof globalThis.fetch;

/**
 * A fetch that never answers: like a real one, it holds the request until its signal fires and then rejects with
 * the signal's reason (a timeout or the caller's abort).
 */
export function hangingFetch(): { fetch: typeof globalThis.fetch; held: Request[] } {
  const held: Request[] = [];
  const fetch = async (request: Request) => {
    held.push(request);
    return new Promise<Response>((_, reject) => {
      if (request.signal.aborted) reject(request.signal.reason);
      request.signal.addEventListener('abort', () => reject(request.signal.reason));
    });
  };
  return { fetch: fetch as unknown as typeof globalThis.fetch, held };
}
