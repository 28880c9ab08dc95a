import type { WindowMessage } from '@casino/domain';

/**
 * Query marker on `redirect_url`: the address the provider returns to carries `social_auth=done`, so a page
 * that boots with it knows it is the end of a social sign-in (and not any other window our app opened).
 */
export const SOCIAL_RETURN_PARAM = 'social_auth';
export const SOCIAL_RETURN_VALUE = 'done';

/** The popup → opener message once the provider has signed the browser session in. */
export const SOCIAL_DONE_MESSAGE = 'social_auth_done';

export const isSocialDoneMessage = (data: unknown): data is WindowMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SOCIAL_DONE_MESSAGE;

/** `address` (path, query, hash) with the return marker added. */
export function withReturnMarker(address: string, origin: string): string {
  const url = new URL(address, origin);
  url.searchParams.set(SOCIAL_RETURN_PARAM, SOCIAL_RETURN_VALUE);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The address without the marker, or undefined when it has none. */
export function withoutReturnMarker(address: string, origin: string): string | undefined {
  const url = new URL(address, origin);
  if (url.searchParams.get(SOCIAL_RETURN_PARAM) !== SOCIAL_RETURN_VALUE) return undefined;
  url.searchParams.delete(SOCIAL_RETURN_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}
