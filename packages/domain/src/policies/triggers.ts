import { stripRouteLocaleSuffix } from '../routing/locale-prefix';

/** The first of these interactions loads notices once. */
export const NOTICE_TRIGGER_EVENTS = ['click', 'dblclick', 'touchstart', 'touchmove', 'touchend'] as const;
/** Loyalty notices are kept under this key. */
export const LOYALTY_NOTICES_KEY = 'loyalty';

const pathname = (path: string): string => path.split(/[?#]/)[0] ?? '';

/** Notices reload on each route path change (query and hash changes do not count). */
export function shouldReloadNotices(previousPath: string | null | undefined, nextPath: string): boolean {
  return previousPath == null || pathname(previousPath) !== pathname(nextPath);
}

/** Route names where the chat badge is hidden. */
export const CHAT_BADGE_HIDDEN_ROUTES = ['betting', 'bets-all', 'game-index-sysname', 'game-sysname'] as const;

/** The chat badge is hidden on betting and game routes, shown elsewhere; "___xx" suffixes are stripped. */
export function isChatBadgeVisible(routeName: string | null | undefined): boolean {
  if (!routeName) return true;
  return !(CHAT_BADGE_HIDDEN_ROUTES as readonly string[]).includes(stripRouteLocaleSuffix(routeName));
}

/** Chat providers; freshChat is the default. */
export const CHAT_PROVIDERS = ['live_tex', 'freshChat', 'liveChat', 'verbox', 'betunlim', 'jivoSite', 'comm100'] as const;
export type ChatProvider = (typeof CHAT_PROVIDERS)[number];
export const DEFAULT_CHAT_PROVIDER: ChatProvider = 'freshChat';
/** Chat initialises after the first of these, or after idle / 1 s. */
export const CHAT_INIT_EVENTS = ['scroll', 'click', 'mousemove', 'keydown', 'touchstart', 'focus'] as const;
export const CHAT_IDLE_FALLBACK_MS = 1000;

export function chatProviderOf(name: string | null | undefined): ChatProvider {
  return (CHAT_PROVIDERS as readonly string[]).includes(name ?? '') ? (name as ChatProvider) : DEFAULT_CHAT_PROVIDER;
}

/**
 * The user data a chat provider gets: uid, first name and email always;
 * phone only for jivoSite; language only for live_tex and verbox.
 */
export function chatUserData(
  provider: ChatProvider,
  user: { readonly uid: number | string; readonly firstName?: string; readonly email?: string; readonly phone?: string; readonly language?: string },
): Record<string, string> {
  const data: Record<string, string> = { uid: String(user.uid) };
  if (user.firstName) data.name = user.firstName;
  if (user.email) data.email = user.email;
  if (provider === 'jivoSite' && user.phone) data.phone = user.phone;
  if ((provider === 'live_tex' || provider === 'verbox') && user.language) data.language = user.language;
  return data;
}

/**
 * Campaign popups open after route changes except on a game item page, the cashier deposit page and the embedded
 * form pages (`/forms/*`: partners frame them, and a popup there would cover the very form they embed).
 * `path` is bare (no locale prefix).
 */
export function shouldOpenCampaignPopup(path: string): boolean {
  const p = pathname(path);
  return !/^\/game\/[^/]+/.test(p) && !/^\/cashier\/deposit(\/|$)/.test(p) && !isEmbeddedFormPath(p);
}

/** The embedded form pages partners put in their own frames: no campaign popup may ever open over them. */
export const isEmbeddedFormPath = (path: string): boolean => /^\/forms(\/|$)/.test(pathname(path));

export type CampaignAudience = 'all' | 'guest' | 'player';

/** Whether a popup chosen for `audience` may be shown to the player as they are now (signed in or a guest). */
export function fitsCampaignAudience(audience: CampaignAudience, authenticated: boolean): boolean {
  return audience === 'all' || audience === (authenticated ? 'player' : 'guest');
}
