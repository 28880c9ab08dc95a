import { startTelegramWebApp } from '@casino/adapters/messaging-app';
import { TELEGRAM_WEB_APP_SRC, isTelegramFullScreen, readPublicClientConfig } from '@casino/domain/support';
import { inject, injectable } from 'inversify';
import { when } from 'mobx';
import { ContentStore } from '../../../shared/stores/content.store.ts';

export * from '../wiring.ts';

/** How long the script address may wait for the content configuration before the app's own address is used. */
const CONFIG_WAIT_MS = 3000;

/**
 * Inside the messaging app: loads its web-app script (from the public client config, else Telegram's own address),
 * which makes the signed launch data readable, and applies the app's full-screen mode and viewport handling.
 */
@injectable()
export class MessagingAppService {
  constructor(@inject(ContentStore) private readonly content: ContentStore) {}

  async start(): Promise<void> {
    await when(() => this.content.loaded, { timeout: CONFIG_WAIT_MS }).catch(() => undefined);
    const src = readPublicClientConfig(this.content.config.sections.publicClient).messagingAppScriptUrl ?? TELEGRAM_WEB_APP_SRC;
    const games = this.content.config.sections.games as { readonly fullScreenMode?: unknown } | undefined;
    await startTelegramWebApp(src, { fullScreen: isTelegramFullScreen(games?.fullScreenMode) });
  }
}
