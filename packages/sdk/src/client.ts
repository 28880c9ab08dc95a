import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './generated/api.ts';
import { queryParams, timeout } from './middleware.ts';
import { serializeMultipart } from './serializers.ts';

/** How long a call may wait for an answer before it fails with a `TimeoutError`, unless `timeoutMs` says otherwise. */
export const DEFAULT_TIMEOUT_MS = 20_000;

export interface ApiClientOptions {
  /** Origin of the backend; '' (the default) is same-origin. Contract paths carry their `/api` prefix. */
  baseUrl?: string;
  /** Injected fetch (tests hand a fake one, openapi-fetch style). */
  fetch?: typeof globalThis.fetch;
  /** Locale added to every call; a function is read at call time (locale switches). */
  locale?: string | (() => string | undefined);
  /** Front-end build version added to every call. */
  version?: string;
  /** Every call is aborted after this many ms unless its own signal fires first. Default `DEFAULT_TIMEOUT_MS`. */
  timeoutMs?: number;
}

export type ApiClient = Client<paths>;

/**
 * The openapi-fetch client with the product's rules: locale and version on every call, same-origin credentials,
 * null/undefined params dropped, multipart bodies, a deadline on every call. Pass its calls to `settle()` for
 * `{ data } | { error }`, or to `call()` to have failures thrown.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const locale = () => (typeof options.locale === 'function' ? options.locale() : options.locale);
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    // read at call time, so a test or a polyfill that replaces globalThis.fetch later is used
    fetch: options.fetch ?? ((request) => globalThis.fetch(request)),
    credentials: 'same-origin',
    // openapi-fetch's serializer already drops null/undefined parameters and empty arrays; arrays go as repeated keys
    // (`keys=a&keys=b`) and objects in brackets (`filter[type]=x`). The contract has no boolean or nested query
    // parameters, so the '1'/'0' and deep-nesting rules of the multipart serializer are not needed here.
    querySerializer: { array: { style: 'form', explode: true }, object: { style: 'deepObject', explode: true } },
    // every POST is multipart: openapi-fetch would send JSON
    bodySerializer: (body) => serializeMultipart(body),
  });
  client.use(queryParams(() => ({ locale: locale(), version: options.version })), timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS));
  return client;
}
