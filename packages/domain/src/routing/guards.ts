import { withLocalePrefix } from './locale-prefix';

/** Sections closed to guests. */
export const PROTECTED_SECTIONS = ['bets', 'cashier', 'profile', 'responsible-game'] as const;

/**
 * True when a bare path contains a protected section. The spec says "any path containing";
 * we match whole path segments (so /bets/history is protected but /offers/rebets is not),
 * which is what a player would expect.
 */
export function isProtectedPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname.split('/').some((segment) => (PROTECTED_SECTIONS as readonly string[]).includes(segment));
}

export interface GuardInput {
  /** The bare path (no locale prefix) used for the section check. */
  readonly path: string;
  /** The full original path with prefix, query and hash, kept in redirectUrl. */
  readonly fullPath: string;
  readonly authenticated: boolean;
  readonly rootLocale?: string;
  readonly defaultLocale?: string;
}

/**
 * Guests opening a protected path go to the index with `redirectUrl` holding the encoded
 * original full path; undefined when access is allowed.
 */
export function guestRedirect(input: GuardInput): string | undefined {
  if (input.authenticated || !isProtectedPath(input.path)) return undefined;
  const index = withLocalePrefix('/', input.rootLocale, input.defaultLocale ?? '');
  return `${index}?redirectUrl=${encodeURIComponent(input.fullPath)}`;
}

/**
 * The fixed redirects for a bare path: /profile → /profile/settings,
 * /profile/bets → /profile/bets/history, /cashier/billing → /cashier/deposit unless reached
 * through the deposit path. Undefined when none applies.
 */
export function fixedRedirect(path: string, options: { readonly fromDeposit?: boolean } = {}): string | undefined {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (bare === '/profile') return '/profile/settings';
  if (bare === '/profile/bets') return '/profile/bets/history';
  if (bare === '/cashier/billing' && !options.fromDeposit) return '/cashier/deposit';
  return undefined;
}

/** Logout returns to the index. */
export const LOGOUT_TARGET = '/';
