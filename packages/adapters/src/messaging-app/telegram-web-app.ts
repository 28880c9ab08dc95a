import { loadScript, type VendorWindow } from '../chat/browser-host.ts';

/** The part of Telegram's `window.Telegram.WebApp` we use. */
export interface TelegramWebApp {
  readonly initData: string;
  readonly viewportStableHeight?: number;
  ready(): void;
  expand(): void;
  requestFullscreen?(): void;
  disableVerticalSwipes?(): void;
  onEvent(event: 'viewportChanged', handler: (payload: { isStateStable: boolean }) => void): void;
}

/**
 * Loads the messaging app's web-app script (which reads the launch parameters and fills `Telegram.WebApp`), tells
 * the app we are ready, takes the whole height (and the full screen when the site asks for it), and keeps
 * `--app-viewport-height` on the root element equal to the visible height, which shrinks while the keyboard is open.
 */
export async function startTelegramWebApp(src: string, options: { readonly fullScreen: boolean }, win: VendorWindow = globalThis as unknown as VendorWindow): Promise<TelegramWebApp> {
  await loadScript(win.document, src);
  const webApp = (win.Telegram as { WebApp?: TelegramWebApp } | undefined)?.WebApp;
  if (!webApp) throw new Error('the messaging app script did not start');
  webApp.ready();
  webApp.expand();
  if (options.fullScreen) {
    webApp.requestFullscreen?.();
    // inside a full-screen game a vertical swipe must scroll the game, not close the app
    webApp.disableVerticalSwipes?.();
  }
  const root = win.document.documentElement;
  const applyHeight = () => {
    if (webApp.viewportStableHeight) root.style.setProperty('--app-viewport-height', `${webApp.viewportStableHeight}px`);
  };
  applyHeight();
  webApp.onEvent('viewportChanged', ({ isStateStable }) => isStateStable && applyHeight());
  return webApp;
}
