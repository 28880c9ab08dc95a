import { ApiError, call, createApiClient, type ApiClient, type ApiClientOptions } from '@casino/sdk';
import { err, ok, type ApiFailure, type ApiResult } from '@casino/domain';

/** DI token of the one SDK client the app binds (CONVENTIONS §10: never a singleton module). */
export const ApiClientToken = Symbol.for('ApiClient');
export type { ApiClient, ApiClientOptions };
export { createApiClient };

/** The SDK's ApiError as the domain's ApiFailure. */
export function toApiFailure(error: unknown): ApiFailure {
  const e = ApiError.fromThrown(error);
  return { type: e.type, status: e.status, message: e.message, fieldErrors: e.fieldErrors, errorData: e.errorData };
}

/** Runs one SDK call and maps it into a Result: the adapters' only way to reach the network. */
export async function attempt<D, T>(pending: Promise<{ data?: D; error?: unknown; response: Response }>, map: (data: Awaited<ReturnType<typeof call<D>>>) => T): Promise<ApiResult<T>> {
  try {
    return ok(map(await call(pending)));
  } catch (error) {
    return err(toApiFailure(error));
  }
}
