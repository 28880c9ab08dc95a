import type { ChatUserData } from '@casino/domain/ports';
import { BaseChat } from '../base-chat.ts';
import { loadScript, waitFor } from '../browser-host.ts';

/** The part of LiveChat's `window.LiveChatWidget` we use. */
interface LiveChatWidget {
  call(method: string, argument?: unknown): void;
}

const DEFAULT_SRC = 'https://cdn.livechatinc.com/tracking.js';

/** LiveChat: `window.__lc.license` before the tracking script, then `LiveChatWidget.call(…)`. */
export class LiveChat extends BaseChat {
  readonly provider = 'liveChat' as const;

  private call(method: string, argument?: unknown): void {
    (this.win.LiveChatWidget as LiveChatWidget).call(method, argument);
  }

  protected async start(): Promise<void> {
    this.win.__lc = { ...((this.win.__lc as object | undefined) ?? {}), license: Number(this.config.license) || this.config.license, integration_name: 'casino' };
    await loadScript(this.win.document, this.config.src || DEFAULT_SRC);
    await waitFor(() => this.win.LiveChatWidget as LiveChatWidget | undefined);
    if (this.config.openLiveChat) this.call('maximize');
  }

  protected applyIdentity(user: ChatUserData): void {
    if (user.name) this.call('set_customer_name', user.name);
    if (user.email) this.call('set_customer_email', user.email);
    this.call('set_session_variables', { ...user });
  }

  protected applyReset(): void {
    this.call('set_customer_name', '');
    this.call('set_customer_email', '');
    this.call('set_session_variables', {});
  }

  protected applyLauncher(visible: boolean): void {
    this.call(visible ? 'minimize' : 'hide');
  }
}
