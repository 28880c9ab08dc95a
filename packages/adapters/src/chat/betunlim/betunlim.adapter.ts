import type { ChatUserData } from '@casino/domain/ports';
import { BaseChat } from '../base-chat.ts';
import { liftOnPhones, loadScript, toggleBySelector, unloadScript, waitFor } from '../browser-host.ts';

const FRAME = 'iframe[data-chatbot-id]';
const FRAME_POLL_MS = 500;

/**
 * Betunlim's chat-data embed: a script whose `chatbotId` (and the player's data) travel in its query; it adds the
 * chatbot frame. A change of player reloads the embed with the new query, since it takes no calls afterwards.
 */
export class BetunlimChat extends BaseChat {
  readonly provider = 'betunlim' as const;
  private src: string | null = null;

  protected async start(): Promise<void> {
    await this.embed({});
  }

  protected applyIdentity(user: ChatUserData): void {
    void this.embed(user).catch(() => undefined);
  }

  protected applyReset(): void {
    void this.embed({}).catch(() => undefined);
  }

  protected applyLauncher(visible: boolean): void {
    toggleBySelector(this.win.document, 'betunlim', FRAME, visible);
  }

  private async embed(user: ChatUserData): Promise<void> {
    const doc = this.win.document;
    if (this.src) unloadScript(doc, this.src);
    doc.querySelectorAll(FRAME).forEach((frame) => frame.remove());
    const url = new URL(this.config.src || '', this.win.location.href);
    url.searchParams.set('chatbotId', this.config.widgetId ?? this.config.id ?? '');
    for (const [key, value] of Object.entries(user)) url.searchParams.set(key, value);
    this.src = url.href;
    liftOnPhones(doc, this.provider, FRAME);
    await loadScript(doc, this.src);
    await waitFor(() => doc.querySelector<HTMLIFrameElement>(FRAME), { pollMs: FRAME_POLL_MS });
  }
}
