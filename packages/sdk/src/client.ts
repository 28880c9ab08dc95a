import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './generated/api.ts';
import { extraHeaders, queryParams, timeout } from './middleware.ts';
import { serializeMultipart } from './serializers.ts';
import { sharedGets } from './shared-gets.ts';

/** How long a call may wait for an answer before it fails with a `TimeoutError`, unless `timeoutMs` says otherwise. */
export const DEFAULT_TIMEOUT_MS = 20_000;

export interface ApiClientOptions {
  /**
   * Origin of the backend; '' (the default) is the page's own origin, so it works only in a browser: elsewhere (Node,
   * a worker without a location) pass an absolute origin. Contract paths carry their `/api` prefix.
   */
  baseUrl?: string;
  /** Injected fetch (tests hand a fake one, openapi-fetch style). */
  fetch?: typeof globalThis.fetch;
  /** Locale added to every call; a function is read at call time (locale switches). */
  locale?: string | (() => string | undefined);
  /** Front-end build version added to every call. */
  version?: string;
  /** Every call is aborted after this many ms unless its own signal fires first. Default `DEFAULT_TIMEOUT_MS`. */
  timeoutMs?: number;
  /**
   * Whether the browser sends the session cookie: `same-origin` (the default) for a front end served with the backend,
   * `include` for one on another origin (the backend must then allow it with CORS credentials).
   */
  credentials?: 'omit' | 'same-origin' | 'include';
  /**
   * Headers added to every call; a function is read at call time. In Node, where fetch keeps no cookies, this is where
   * the session cookie goes back (`{ cookie: 'sid=…' }`, taken from the sign-in answer's `set-cookie`).
   */
  headers?: Record<string, string> | (() => Record<string, string>);
}

export type ApiClient = Client<paths>;

/**
 * The openapi-fetch client with the product's rules: locale and version on every call, same-origin credentials (or
 * what `credentials` says), extra headers, identical GETs asked together sent once,
 * null/undefined params dropped, multipart bodies, a deadline on every call. Pass its calls to `settle()` for
 * `{ data } | { error }`, or to `call()` to have failures thrown.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  if (!baseUrl && typeof (globalThis as { location?: unknown }).location === 'undefined') {
    throw new TypeError("createApiClient: baseUrl is required outside a browser (e.g. 'https://casino.example'); '' means the page's own origin");
  }
  const locale = () => (typeof options.locale === 'function' ? options.locale() : options.locale);
  const headers = options.headers;
  const client = createClient<paths>({
    baseUrl,
    // read at call time, so a test or a polyfill that replaces globalThis.fetch later is used; identical GETs asked
    // together go out once (shared-gets.ts)
    fetch: sharedGets(options.fetch ?? ((request) => globalThis.fetch(request))),
    credentials: options.credentials ?? 'same-origin',
    // openapi-fetch's serializer already drops null/undefined parameters and empty arrays; arrays go as repeated keys
    // (`keys=a&keys=b`) and objects in brackets (`filter[type]=x`). The contract has no boolean or nested query
    // parameters, so the '1'/'0' and deep-nesting rules of the multipart serializer are not needed here.
    querySerializer: { array: { style: 'form', explode: true }, object: { style: 'deepObject', explode: true } },
    // every POST is multipart: openapi-fetch would send JSON
    bodySerializer: (body) => serializeMultipart(body),
  });
  client.use(queryParams(() => ({ locale: locale(), version: options.version })), timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS));
  if (headers) client.use(extraHeaders(headers));
  return client;
}
