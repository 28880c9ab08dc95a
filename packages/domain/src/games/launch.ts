import { WebURL } from '../shared/web-url';

/** How a game page starts a game. */
export type GameLaunch = 'real' | 'demo' | 'register';

/**
 * Which mode a game page opens in. Players get what they asked for (demo only where the game has one); guests can
 * only play for fun, so they get demo where the game has one, and otherwise the registration popup.
 */
export function gameLaunch(input: { readonly authenticated: boolean; readonly hasDemo: boolean; readonly wantsDemo: boolean }): GameLaunch {
  if (!input.authenticated) return input.hasDemo ? 'demo' : 'register';
  return input.wantsDemo && input.hasDemo ? 'demo' : 'real';
}

export type FullScreenMode = 'all' | 'telegram' | 'product' | 'none';

/**
 * Whether the game page offers full screen: everywhere (`all`), only inside the messaging app (`telegram`), only on
 * the site itself outside it (`product`), or never (`none`).
 */
export function fullScreenOffered(mode: FullScreenMode, insideMessagingApp: boolean): boolean {
  if (mode === 'all') return true;
  if (mode === 'telegram') return insideMessagingApp;
  if (mode === 'product') return !insideMessagingApp;
  return false;
}

/**
 * Whether a window message comes from the game's frame: the sender's origin must be the frame's own origin (an
 * address relative to the site is the site's origin). Anything else — another tab, an ad frame — is ignored.
 */
export function isFrameMessage(messageOrigin: string, frameSrc: string, siteOrigin: string): boolean {
  try {
    return new WebURL(frameSrc, siteOrigin).origin === messageOrigin;
  } catch {
    return false;
  }
}
