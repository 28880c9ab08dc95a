import { createApiClient, DEFAULT_TIMEOUT_MS, settle, type ApiClient, type ApiClientOptions, type ApiError } from '@casino/sdk';
import type { ApiFailure } from '@casino/domain';

/** DI token of the one SDK client the app binds (CONVENTIONS §10: never a singleton module). */
export const ApiClientToken = Symbol.for('ApiClient');
export type { ApiClient, ApiClientOptions };
export { createApiClient, settle, DEFAULT_TIMEOUT_MS };

/** The SDK's ApiError as the domain's ApiFailure: a plain object, since the domain knows no SDK class. */
export function toApiFailure(error: ApiError): ApiFailure {
  return { type: error.type, status: error.status, message: error.message, fieldErrors: error.fieldErrors, errorData: error.errorData };
}
