import type { ChatUserData } from '@casino/domain/ports';
import { BaseChat } from '../base-chat.ts';
import { loadScript, toggleBySelector, waitFor } from '../browser-host.ts';

/** The part of JivoSite's `window.jivo_api` we use. */
interface JivoApi {
  setContactInfo(info: { name?: string; email?: string; phone?: string }): void;
  setUserToken(token: string): void;
  setCustomData(fields: readonly { title: string; content: string }[]): void;
  clearHistory(): void;
}

/** JivoSite: the widget script by id, `jivo_api` once `jivo_onLoadCallback` fires; logout clears the history. */
export class JivoSite extends BaseChat {
  readonly provider = 'jivoSite' as const;

  private get api(): JivoApi {
    return this.win.jivo_api as JivoApi;
  }

  protected async start(): Promise<void> {
    const widgetId = this.config.widgetId ?? this.config.id ?? '';
    let loaded = false;
    this.win.jivo_onLoadCallback = () => (loaded = true);
    await loadScript(this.win.document, this.config.src || `https://code.jivosite.com/widget/${encodeURIComponent(widgetId)}`);
    await waitFor(() => loaded && this.win.jivo_api);
  }

  protected applyIdentity(user: ChatUserData): void {
    this.api.setUserToken(user.uid ?? '');
    this.api.setContactInfo({ name: user.name, email: user.email, phone: user.phone });
    this.api.setCustomData([{ title: 'uid', content: user.uid ?? '' }]);
  }

  protected applyReset(): void {
    // a shared computer: the next visitor must not read the previous player's conversation
    this.api.clearHistory();
    this.api.setContactInfo({ name: '', email: '', phone: '' });
    this.api.setUserToken('');
  }

  protected applyLauncher(visible: boolean): void {
    // Jivo has no call to hide its launcher; its elements are <jdiv>
    toggleBySelector(this.win.document, 'jivo', 'jdiv', visible);
  }
}
