import { lastQueryValue, type QueryLike } from './query';

export type AuthPopupMode = 'authorization' | 'registration' | 'restore' | 'twofa' | 'socialRegistration';

export interface QueryPopup {
  readonly mode: 'registration' | 'authorization';
  /** prevent_close=1 makes the popup non-closable. */
  readonly preventClose: boolean;
}

/** Query keys removed when the popup closes. */
export const POPUP_QUERY_KEYS = ['show_popup_reg', 'show_popup_auth', 'prevent_close'] as const;

/** Whether a route is an embedded form page (forms-sign_up / forms-sign_in). */
export function isEmbeddedFormRoute(routeName: string | null | undefined): boolean {
  return !!routeName && (routeName.includes('forms-sign_up') || routeName.includes('forms-sign_in'));
}

/**
 * Popups by query: show_popup_reg opens registration, show_popup_auth
 * authorization, only for guests and never on embedded form pages.
 */
export function popupFromQuery(query: QueryLike, authenticated: boolean, routeName?: string | null): QueryPopup | undefined {
  if (authenticated || isEmbeddedFormRoute(routeName)) return undefined;
  const preventClose = lastQueryValue(query, 'prevent_close') === '1';
  if (lastQueryValue(query, 'show_popup_reg') !== undefined) return { mode: 'registration', preventClose };
  if (lastQueryValue(query, 'show_popup_auth') !== undefined) return { mode: 'authorization', preventClose };
  return undefined;
}

/** The query without the popup keys (after the popup closed). */
export function withoutPopupQuery(query: QueryLike): QueryLike {
  const rest: Record<string, QueryLike[string]> = {};
  for (const [key, value] of Object.entries(query)) {
    if (!(POPUP_QUERY_KEYS as readonly string[]).includes(key)) rest[key] = value;
  }
  return rest;
}

/** Campaign popup preview: hash #popup-preview and query popup = sysname. */
export function popupPreviewSysname(hash: string, query: QueryLike): string | undefined {
  return hash === '#popup-preview' ? lastQueryValue(query, 'popup') : undefined;
}

/** A game page with #real opens registration for guests. */
export function opensRegistrationForRealPlay(hash: string, authenticated: boolean): boolean {
  return hash === '#real' && !authenticated;
}

/** Restore and twofa show a breadcrumb back to authorization; other modes a title. */
export function authPopupShowsBreadcrumb(mode: AuthPopupMode): boolean {
  return mode === 'restore' || mode === 'twofa';
}

/** Gamehall query: category and a comma-separated providers list. */
export function parseGamehallQuery(query: QueryLike): { readonly category?: string; readonly providers: readonly string[] } {
  const category = lastQueryValue(query, 'category');
  const providers = (lastQueryValue(query, 'providers') ?? '').split(',').map((p) => p.trim()).filter(Boolean);
  return category === undefined ? { providers } : { category, providers };
}

/**
 * The gamehall-category guard: we redirect
 * an unknown category id to /gamehall, since a player following a stale link expects the hall
 * rather than an empty page; known ids pass (undefined).
 */
export function gamehallCategoryRedirect(id: string, knownCategories: readonly string[]): string | undefined {
  return knownCategories.includes(id) ? undefined : '/gamehall';
}
