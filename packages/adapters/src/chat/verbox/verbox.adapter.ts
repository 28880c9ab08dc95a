import type { ChatUserData } from '@casino/domain/ports';
import { BaseChat } from '../base-chat.ts';
import { loadScript, toggleBySelector, waitFor } from '../browser-host.ts';

/** Verbox's command function: `Verbox(command, argument)`. */
type VerboxCommand = (command: string, argument?: unknown) => void;

const DEFAULT_SRC = 'https://admin.verbox.ru/support/support.js';

/** Verbox: the support script by site id, `Verbox('setClientInfo', …)` for identity, `Verbox('reload')` after logout. */
export class VerboxChat extends BaseChat {
  readonly provider = 'verbox' as const;

  private command(command: string, argument?: unknown): void {
    (this.win.Verbox as VerboxCommand)(command, argument);
  }

  protected async start(): Promise<void> {
    const base = this.config.src || DEFAULT_SRC;
    const src = this.config.id ? `${base}${base.includes('?') ? '&' : '?'}h=${encodeURIComponent(this.config.id)}` : base;
    await loadScript(this.win.document, src);
    await waitFor(() => this.win.Verbox as VerboxCommand | undefined);
  }

  protected applyIdentity(user: ChatUserData): void {
    const { uid = '', name, email, language } = user;
    this.command('setClientInfo', { name, email, custom: { uid, ...(language ? { language } : {}) } });
  }

  protected applyReset(): void {
    this.command('setClientInfo', { name: '', email: '', custom: {} });
    this.command('reload');
  }

  protected applyLauncher(visible: boolean): void {
    toggleBySelector(this.win.document, 'verbox', '[id^="supportTrigger"], [data-verbox-launcher]', visible);
  }
}
