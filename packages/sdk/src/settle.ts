import { ApiError } from './errors.ts';

/** What an openapi-fetch call resolves to (or rejects with, when no answer could be read). */
export type Outcome<D> = { data?: D; error?: unknown; response: Response };
/** The payload inside the backend's `{ data }` envelope; answers without an envelope (i18n, content) as they are. */
export type Unwrapped<D> = D extends { data: infer Inner } ? Inner : D;

/** A settled call: the unwrapped payload, or the one `ApiError` that says what went wrong. */
export type Settled<T> = { readonly data: T; readonly error?: undefined } | { readonly data?: undefined; readonly error: ApiError };

function unwrap<D>(data: D | undefined): Unwrapped<NonNullable<D>> {
  if (data === undefined || data === null) return undefined as Unwrapped<NonNullable<D>>;
  if (typeof data === 'object' && 'data' in (data as object)) return (data as unknown as { data: Unwrapped<NonNullable<D>> }).data;
  return data as Unwrapped<NonNullable<D>>;
}

/**
 * Awaits an openapi-fetch call and never throws: `{ data }` with the envelope unwrapped, or `{ error: ApiError }` for
 * catalogue errors, network failures, timeouts, aborts and malformed bodies alike. Destructure it and branch on
 * `error`; TypeScript narrows `data` in the other branch.
 * @example const { data, error } = await settle(api.GET('/api/account.getInfo', { signal }));
 */
export async function settle<D>(pending: Promise<Outcome<D>>): Promise<Settled<Unwrapped<NonNullable<D>>>> {
  let outcome: Outcome<D>;
  try {
    outcome = await pending;
  } catch (thrown) {
    // openapi-fetch rejects when fetch rejects (offline, timeout, abort) and when a 2xx body is not JSON
    return { error: ApiError.fromThrown(thrown) };
  }
  const { data, error, response } = outcome;
  if (error !== undefined || !response.ok) return { error: ApiError.fromBody(error, response.status) };
  return { data: unwrap(data) };
}

/**
 * The throwing form of `settle()`, for front ends that prefer exceptions: the unwrapped payload, or a thrown `ApiError`.
 * @example const info = await call(api.GET('/api/account.getInfo', { signal }));
 */
export async function call<D>(pending: Promise<Outcome<D>>): Promise<Unwrapped<NonNullable<D>>> {
  const { data, error } = await settle(pending);
  if (error) throw error;
  return data;
}
