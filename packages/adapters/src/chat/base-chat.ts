import type { ChatProvider } from '@casino/domain/policies';
import type { ChatEvent, ChatPort, ChatUserData, ChatWidgetConfig } from '@casino/domain/ports';
import type { VendorWindow } from './browser-host.ts';

/**
 * What every vendor adapter shares: the vendor's settings and the window its script runs in, calls made before the
 * widget is ready wait for it (the last identity and launcher state win), and message listeners are kept for
 * vendors that report messages.
 */
export abstract class BaseChat implements ChatPort {
  abstract readonly provider: ChatProvider;
  protected ready = false;
  private loading: Promise<void> | null = null;
  private user: ChatUserData | null | undefined;
  private launcherVisible: boolean | undefined;
  protected readonly listeners: ((event: ChatEvent) => void)[] = [];

  constructor(protected readonly config: ChatWidgetConfig, protected readonly win: VendorWindow = globalThis as unknown as VendorWindow) {}

  load(): Promise<void> {
    this.loading ??= this.start().then(
      () => {
        this.ready = true;
        if (this.user) this.applyIdentity(this.user);
        if (this.launcherVisible !== undefined) this.applyLauncher(this.launcherVisible);
      },
      (error: unknown) => {
        this.loading = null;
        throw error;
      },
    );
    return this.loading;
  }

  identify(user: ChatUserData): void {
    this.user = user;
    if (this.ready) this.applyIdentity(user);
  }

  reset(): void {
    const hadUser = Boolean(this.user);
    this.user = null;
    if (this.ready && hadUser) this.applyReset();
  }

  setLauncherVisible(visible: boolean): void {
    this.launcherVisible = visible;
    if (this.ready) this.applyLauncher(visible);
  }

  /**
   * Applies the route's launcher state again: for widgets that draw their launcher some time after init and would
   * otherwise show it even though it was hidden before it existed.
   */
  protected reapplyLauncher(): void {
    if (this.ready && this.launcherVisible !== undefined) this.applyLauncher(this.launcherVisible);
  }

  onMessage(listener: (event: ChatEvent) => void): void {
    this.listeners.push(listener);
  }

  protected abstract start(): Promise<void>;
  protected abstract applyIdentity(user: ChatUserData): void;
  protected abstract applyReset(): void;
  protected abstract applyLauncher(visible: boolean): void;
}
