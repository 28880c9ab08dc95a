import { WebURLSearchParams } from '../shared/web-url';

/** The messaging app's own web-app script, used when the configuration names no other. */
export const TELEGRAM_WEB_APP_SRC = 'https://telegram.org/js/telegram-web-app.js';

/**
 * Whether the page was opened inside the messaging app: Telegram passes its launch parameters (`tgWebAppData`,
 * `tgWebAppPlatform`, …) in the address's fragment, or in the query on some platforms.
 */
export function hasMessagingAppLaunchParams(location: { readonly hash: string; readonly search: string }): boolean {
  const inParams = (raw: string) => new WebURLSearchParams(raw.replace(/^[#?]/, '')).has('tgWebAppData');
  return inParams(location.hash) || inParams(location.search);
}

/** Full-screen modes that ask the messaging app to take the whole screen. */
export const isTelegramFullScreen = (mode: unknown): boolean => mode === 'all' || mode === 'telegram';
