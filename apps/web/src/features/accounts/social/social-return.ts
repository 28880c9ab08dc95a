import { exclusionFromError, type SignInRefusal } from '@casino/domain/responsible-gaming';
import type { WindowMessage } from '@casino/domain/shared';

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

/**
 * The query keys the backend adds to the back address when the provider let the player through but the site kept
 * the account out, on a break (oauth.init in the contract): the kind of break, its period, until when.
 */
const REFUSAL_PARAMS = { kind: 'sign_in_refused', period: 'refused_period', until: 'refused_until' } as const;
export type RefusalFields = Partial<Record<keyof typeof REFUSAL_PARAMS, string>>;

/** The address without the marker (and a refusal's keys), or undefined when it has no marker. */
export function withoutReturnMarker(address: string, origin: string): string | undefined {
  const url = new URL(address, origin);
  if (url.searchParams.get(SOCIAL_RETURN_PARAM) !== SOCIAL_RETURN_VALUE) return undefined;
  url.searchParams.delete(SOCIAL_RETURN_PARAM);
  for (const key of Object.values(REFUSAL_PARAMS)) url.searchParams.delete(key);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A refused sign-in's keys on the return address, or undefined when the sign-in was not refused. */
export function refusalFields(address: string, origin: string): RefusalFields | undefined {
  const query = new URL(address, origin).searchParams;
  if (!query.get(REFUSAL_PARAMS.kind)) return undefined;
  const fields: Record<string, string> = {};
  for (const [field, key] of Object.entries(REFUSAL_PARAMS)) {
    const value = query.get(key);
    if (value) fields[field] = value;
  }
  return fields;
}

/**
 * The break a refused sign-in's keys describe, read as the password sign-in reads its refusal (the same facts), or
 * undefined for anything else (a message is another window's words: only strings are taken).
 */
export function refusalFrom(fields: unknown): SignInRefusal | undefined {
  if (typeof fields !== 'object' || fields === null) return undefined;
  const { kind, period, until } = fields as Record<string, unknown>;
  if (typeof kind !== 'string') return undefined;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return exclusionFromError('UserSelfExcludedException', { kind, period: text(period), until: text(until) });
}
