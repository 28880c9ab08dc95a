import type { ChatUserData } from '@casino/domain/ports';
import { BaseChat } from '../base-chat.ts';
import { loadScript, waitFor } from '../browser-host.ts';

/** The part of LiveTex's `window.LiveTex` we use. */
interface LiveTexApi {
  setConversationAttributes(visible: Record<string, string>, hidden?: Record<string, string>): void;
  showLabel(): void;
  hideLabel(): void;
}

const DEFAULT_SRC = 'https://cs15.livetex.ru/js/client.js';

/** LiveTex: `liveTexID` before the client script, `LiveTex.onLiveTexReady`, conversation attributes for identity. */
export class LiveTexChat extends BaseChat {
  readonly provider = 'live_tex' as const;

  private get api(): LiveTexApi {
    return this.win.LiveTex as LiveTexApi;
  }

  protected async start(): Promise<void> {
    let ready = false;
    this.win.liveTex = true;
    this.win.liveTexID = Number(this.config.id) || this.config.id;
    this.win.liveTex_object = true;
    this.win.LiveTex = { onLiveTexReady: () => (ready = true), invitationShowing: false };
    await loadScript(this.win.document, this.config.src || DEFAULT_SRC);
    await waitFor(() => ready);
  }

  protected applyIdentity(user: ChatUserData): void {
    const { uid = '', language, ...visible } = user;
    this.api.setConversationAttributes(visible, { uid, ...(language ? { language } : {}) });
  }

  protected applyReset(): void {
    this.api.setConversationAttributes({}, {});
  }

  protected applyLauncher(visible: boolean): void {
    if (visible) this.api.showLabel();
    else this.api.hideLabel();
  }
}
