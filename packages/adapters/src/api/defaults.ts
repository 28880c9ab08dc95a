/**
 * The API client's defaults, on a subpath of their own: tools that run outside the app (the fault matrix under Node)
 * import them without loading the adapters and their decorators.
 */
export { DEFAULT_TIMEOUT_MS } from '@casino/sdk';
