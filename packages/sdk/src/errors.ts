import type { components } from './generated/api.ts';

/** The backend's error catalogue: every `type` a failed call can answer, as the contract lists them. */
export type ErrorType = components['schemas']['ErrorType'];
/** Failures that never reached the backend's catalogue. */
export type TransportErrorType = 'NetworkError' | 'TimeoutError' | 'AbortError' | 'MalformedResponse';
export type FieldError = components['schemas']['FieldError'];
export type ErrorBody = components['schemas']['ErrorBody'];

/** The one error of every failed SDK call (answered by `settle()`, thrown by `call()`): the catalogue type (or a transport failure), message, field errors and error data. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly type: ErrorType | TransportErrorType,
    message: string,
    /** HTTP status; 0 when no answer arrived. */
    readonly status: number,
    /** Field name to field errors (`invalid_parameters`). */
    readonly fieldErrors: Readonly<Record<string, readonly FieldError[]>> = {},
    /** `error_data` as sent by the server. */
    readonly errorData: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }

  /** True for failures where the request may not have reached the server or the answer was lost. */
  get isTransport(): boolean {
    return this.status === 0 || this.type === 'MalformedResponse';
  }

  static fromBody(body: unknown, status: number): ApiError {
    const error = (body as Partial<ErrorBody> | undefined)?.error;
    if (!error || typeof error.type !== 'string') {
      return new ApiError(status >= 500 ? 'InternalServerErrorException' : 'UnknownErrorException', `HTTP ${status}`, status);
    }
    return new ApiError(error.type, error.message ?? '', status, error.invalid_parameters ?? {}, error.error_data ?? {});
  }

  static fromThrown(thrown: unknown): ApiError {
    if (thrown instanceof ApiError) return thrown;
    const name = (thrown as { name?: string } | null)?.name;
    const message = (thrown as Error | null)?.message ?? String(thrown);
    if (name === 'TimeoutError') return new ApiError('TimeoutError', message, 0);
    if (name === 'AbortError') return new ApiError('AbortError', message, 0);
    if (name === 'SyntaxError') return new ApiError('MalformedResponse', message, 200);
    return new ApiError('NetworkError', message, 0);
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;
