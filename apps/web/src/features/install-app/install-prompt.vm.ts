import type { LocalStoragePort } from '@casino/domain/ports';
import { makeAutoObservable } from 'mobx';

/** Chromium's `beforeinstallprompt` event: kept so the browser's install dialog can be opened later, from our button. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ readonly outcome: 'accepted' | 'dismissed' }>;
}

/** Where the player said "not now": the offer stays away in this browser. */
export const INSTALL_PROMPT_DISMISSED_KEY = 'install_prompt_dismissed';

/**
 * The offer to install the app. The browser says when the app can be installed (`beforeinstallprompt`); we hold
 * its own mini-infobar back and show our offer instead, which opens the browser's install dialog or goes away
 * for good. Browsers without the event (Safari, Firefox) never show the offer.
 */
export class InstallPromptViewModel {
  available = false;
  dismissed: boolean;
  private deferred: InstallPromptEvent | null = null;

  constructor(
    private readonly target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
    private readonly storage: Pick<LocalStoragePort, 'get' | 'set'>,
  ) {
    this.dismissed = storage.get<boolean>(INSTALL_PROMPT_DISMISSED_KEY) === true;
    makeAutoObservable<this, 'target' | 'storage' | 'deferred'>(this, { target: false, storage: false, deferred: false }, { autoBind: true });
    target.addEventListener('beforeinstallprompt', this.onInstallable);
    target.addEventListener('appinstalled', this.onInstalled);
  }

  get visible(): boolean {
    return this.available && !this.dismissed;
  }

  /** Opens the browser's install dialog; the event can be used once, so the offer goes either way. */
  async install(): Promise<void> {
    const event = this.deferred;
    if (!event) return;
    this.deferred = null;
    this.available = false;
    await event.prompt().catch(() => undefined);
  }

  dismiss(): void {
    this.dismissed = true;
    this.storage.set(INSTALL_PROMPT_DISMISSED_KEY, true);
  }

  dispose(): void {
    this.target.removeEventListener('beforeinstallprompt', this.onInstallable);
    this.target.removeEventListener('appinstalled', this.onInstalled);
  }

  private onInstallable(event: Event): void {
    if (this.dismissed) return; // the browser keeps its own quiet install entry
    event.preventDefault();
    this.deferred = event as InstallPromptEvent;
    this.available = true;
  }

  private onInstalled(): void {
    this.deferred = null;
    this.available = false;
  }
}
