import { navigateDocument, openWindow } from '../../../shared/navigation/document-navigation.ts';

/** The popup window of a social sign-in, as the opener sees it. */
export interface PopupHandle {
  readonly closed: boolean;
  focus(): void;
}

/** Something that can receive window messages (the opener, a parent frame). */
export interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

/**
 * The few browser-window facts and actions the social sign-in needs, behind one seam so the service is
 * testable without a DOM (the browser implementation is `browserSocialWindow`).
 */
export interface SocialWindow {
  readonly origin: string;
  /** Path, query and hash of the current address. */
  address(): string;
  /** The screen box to centre the popup on. */
  screenBox(): { width: number; height: number; left: number; top: number };
  /** window.open; null when the browser blocked the popup. */
  open(url: string, name: string, features: string): PopupHandle | null;
  /** Whole-page navigation (the popup-blocked fallback). */
  assign(url: string): void;
  /** The window that opened this one, if it is still there and same-origin. */
  sameOriginOpener(): MessageTarget | null;
  /** Replaces the address without navigating (drops the return marker). */
  replaceAddress(address: string): void;
  close(): void;
}
export const SocialWindow = Symbol.for('SocialWindow');

function sameOrigin(other: Window, origin: string): boolean {
  try {
    return other.location.origin === origin; // throws for a cross-origin window
  } catch {
    return false;
  }
}

/**
 * The browser's window as a `SocialWindow`. It reads the window only when asked: the social-return start-up job
 * is made with the other start-up jobs, before any of them runs, and making it must not fail where there is no
 * window (a test without a DOM).
 */
export function browserSocialWindow(win: Window = globalThis.window): SocialWindow {
  return {
    get origin() {
      return win.location.origin;
    },
    address: () => `${win.location.pathname}${win.location.search}${win.location.hash}`,
    screenBox: () => ({
      width: win.outerWidth || win.screen.availWidth,
      height: win.outerHeight || win.screen.availHeight,
      left: win.screenX ?? 0,
      top: win.screenY ?? 0,
    }),
    // the sign-in address is a path of ours (/oauth/init): both ways of opening it keep to our origin
    open: (url, name, features) => openWindow<PopupHandle>(url, { external: false, target: name, features }, win).opened,
    assign: (url) => void navigateDocument(url, { external: false }, win),
    sameOriginOpener: () => (win.opener && !win.opener.closed && sameOrigin(win.opener as Window, win.location.origin) ? (win.opener as Window) : null),
    replaceAddress: (address) => win.history.replaceState(win.history.state, '', address),
    close: () => win.close(),
  };
}
