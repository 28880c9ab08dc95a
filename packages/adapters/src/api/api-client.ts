import { createApiClient, DEFAULT_TIMEOUT_MS, settle, type ApiClient, type ApiClientOptions, type ApiError, type Settled } from '@casino/sdk';
import { err, ok, type Result } from '@casino/domain/shared';
import type { ApiFailure } from '@casino/domain/ports';

/**
 * DI token of the one SDK client the app binds in its container. Never a module-level singleton: each app and each
 * test builds its own client.
 */
export const ApiClientToken = Symbol.for('ApiClient');
export type { ApiClient, ApiClientOptions };
export { createApiClient, settle, DEFAULT_TIMEOUT_MS };

/** The SDK's ApiError as the domain's ApiFailure: a plain object, since the domain knows no SDK class. */
export function toApiFailure(error: ApiError): ApiFailure {
  return { type: error.type, status: error.status, message: error.message, fieldErrors: error.fieldErrors, errorData: error.errorData };
}

/**
 * A settled call as the domain's Result. The contract says what a 2xx body holds, but a backend can still send one
 * the mapping cannot read (a field missing): that is a malformed answer, reported as a failure like any other, so a
 * port's promise never rejects and a screen always gets something to show.
 */
export function toResult<D, T>(settled: Settled<D>, map: (data: D) => T): Result<T, ApiFailure> {
  if (settled.error) return err(toApiFailure(settled.error));
  try {
    return ok(map(settled.data));
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : 'unreadable answer';
    return err({ type: 'MalformedResponse', status: 200, message, fieldErrors: {}, errorData: {} });
  }
}
