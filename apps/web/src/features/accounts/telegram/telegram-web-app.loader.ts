import { startTelegramWebApp } from '@casino/adapters/messaging-app';
import { TELEGRAM_WEB_APP_SRC, isTelegramFullScreen, readPublicClientConfig } from '@casino/domain';
import { when } from 'mobx';
import type { ContentStore } from '../../../shared/stores/content.store.ts';

/** How long the script address may wait for the content configuration before the app's own address is used. */
const CONFIG_WAIT_MS = 3000;

/**
 * Inside the messaging app: loads its web-app script (from the public client config, else Telegram's own address),
 * which makes the signed launch data readable, and applies the app's full-screen mode and viewport handling.
 */
export async function startMessagingApp(content: ContentStore): Promise<void> {
  await when(() => content.loaded, { timeout: CONFIG_WAIT_MS }).catch(() => undefined);
  const src = readPublicClientConfig(content.config.sections.publicClient).messagingAppScriptUrl ?? TELEGRAM_WEB_APP_SRC;
  const games = content.config.sections.games as { readonly fullScreenMode?: unknown } | undefined;
  await startTelegramWebApp(src, { fullScreen: isTelegramFullScreen(games?.fullScreenMode) });
}
