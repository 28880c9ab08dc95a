export { createApiClient, DEFAULT_TIMEOUT_MS, type ApiClient, type ApiClientOptions } from './client.ts';
export { settle, call, type Settled, type Outcome, type Unwrapped } from './settle.ts';
export { ApiError, isApiError, type ErrorType, type TransportErrorType, type FieldError, type ErrorBody } from './errors.ts';
export { serializeMultipart } from './serializers.ts';
export type { paths, components, operations } from './generated/api.ts';
export { CONTRACT_VERSION } from './generated/contract.ts';

import type { components } from './generated/api.ts';
/** Shorthand for a named schema of the contract: `Schema<'AccountInfo'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
