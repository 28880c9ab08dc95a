import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './generated/api.ts';
import { ApiError } from './errors.ts';
import { serializeMultipart, serializeQuery } from './serializers.ts';

export interface ApiClientOptions {
  /** Origin of the backend; '' (the default) is same-origin. Contract paths carry their `/api` prefix. */
  baseUrl?: string;
  /** Injected fetch (tests hand a fake one, openapi-fetch style). */
  fetch?: typeof globalThis.fetch;
  /** Locale added to every call; a function is read at call time (locale switches). */
  locale?: string | (() => string | undefined);
  /** Front-end build version added to every call. */
  version?: string;
  /** Every call is aborted after this many ms unless its own signal fires first. Default 20 000. */
  timeoutMs?: number;
}

export type ApiClient = Client<paths>;

/** Combines the caller's signal with a timeout (AbortSignal.any + timeout signals are unreliable on Node 20). */
function deadline(callerSignal: AbortSignal | null, ms: number): { signal: AbortSignal; clear(): void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`No answer within ${ms} ms`, 'TimeoutError')), ms);
  (timer as { unref?: () => void }).unref?.();
  const forward = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) forward();
  else callerSignal?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    clear() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', forward);
    },
  };
}

/**
 * Wraps fetch so every call has a deadline. The request is re-created with `new Request(request, { signal })`,
 * which keeps a multipart body as it is (re-reading `request.body` would turn it into a stream, and browsers only
 * stream uploads over HTTP/2).
 */
const withDeadline = (base: typeof globalThis.fetch, ms: number): typeof globalThis.fetch =>
  (async (input: Request) => {
    const { signal, clear } = deadline(input.signal, ms);
    try {
      return await base(new Request(input, { signal }));
    } finally {
      clear();
    }
  }) as typeof globalThis.fetch;

/**
 * The openapi-fetch client configured as the spec says (part 1 §7): locale and version on every call,
 * same-origin credentials, null/undefined params dropped, multipart bodies for POST, a timeout signal on every call.
 * Use `call()` to unwrap `{ data }` and turn every failure into one `ApiError`.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const locale = () => (typeof options.locale === 'function' ? options.locale() : options.locale);
  return createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    fetch: withDeadline(options.fetch ?? ((request) => globalThis.fetch(request)), options.timeoutMs ?? 20_000),
    credentials: 'same-origin',
    // locale and version ride on every call's query (read at call time: the locale can switch)
    querySerializer: (query) => serializeQuery({ locale: locale(), version: options.version, ...(query as Record<string, unknown>) }),
    bodySerializer: (body) => serializeMultipart(body),
  });
}

type Outcome<D> = { data?: D; error?: unknown; response: Response };
type Unwrapped<D> = D extends { data: infer Inner } ? Inner : D;

/**
 * Awaits an openapi-fetch call and returns the envelope's `data`, or throws `ApiError`
 * (catalogue errors, network failures, timeouts, aborts and malformed bodies alike).
 * @example const info = await call(api.GET('/api/account.getInfo', { signal }));
 */
export async function call<D>(pending: Promise<Outcome<D>>): Promise<Unwrapped<NonNullable<D>>> {
  let outcome: Outcome<D>;
  try {
    outcome = await pending;
  } catch (thrown) {
    throw ApiError.fromThrown(thrown);
  }
  const { data, error, response } = outcome;
  if (error !== undefined || !response.ok) throw ApiError.fromBody(error, response.status);
  if (data === undefined || data === null) return undefined as Unwrapped<NonNullable<D>>;
  if (typeof data === 'object' && 'data' in (data as object)) return (data as unknown as { data: Unwrapped<NonNullable<D>> }).data;
  return data as Unwrapped<NonNullable<D>>;
}
