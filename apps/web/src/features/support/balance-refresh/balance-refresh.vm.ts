import {
  isBalanceRefreshAllowed, shouldRefreshOnClick, shouldRefreshOnInterval, withBalanceRefreshDefaults,
  type BalanceRefreshSettings,
} from '@casino/domain/policies';
import { ClockPort } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { ContentStore } from '../../../shared/stores/content.store.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { RouteWatchStore } from '../startup/route-watch.store.ts';

/** How often the periodic refresh checks whether it is due (the configured interval is in whole seconds). */
const TICK_MS = 1000;

type Settings = Partial<Record<keyof BalanceRefreshSettings, unknown>>;

/**
 * Keeps a signed-in player's balance fresh, as the content configuration asks: every N seconds, after a click
 * (throttled), or both. The periodic refresh stops after some minutes without clicks and a click restarts it; it
 * never runs on game pages (the game shows its own balance) and pauses while the tab is hidden.
 */
@injectable()
export class BalanceRefreshViewModel {
  hidden = false;
  refreshing = false;
  private lastClickAt: number;
  private lastRefreshAt: number | null = null;
  private lastClickRefreshAt: number | null = null;
  private tick: unknown = null;
  private disposer: IReactionDisposer | null = null;

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(ContentStore) private readonly content: ContentStore,
    @inject(RouteWatchStore) private readonly route: RouteWatchStore,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {
    this.lastClickAt = clock.now();
    makeAutoObservable<this, 'session' | 'content' | 'route' | 'clock'>(this, { session: false, content: false, route: false, clock: false }, { autoBind: true });
  }

  get settings(): BalanceRefreshSettings {
    const functional = this.content.config.sections.functionalSettings as { settingsForUpdBalance?: Settings } | undefined;
    return withBalanceRefreshDefaults(functional?.settingsForUpdBalance);
  }

  /** Whether the periodic check runs at all: a player, on a page that allows it, with the interval enabled. */
  get active(): boolean {
    return this.settings.isEnabledInterval && isBalanceRefreshAllowed(this.session.authenticated, this.route.path);
  }

  start(): void {
    this.disposer ??= reaction(
      () => this.active,
      (active) => {
        if (active && this.tick === null) {
          // the balance was read when the session (or the page) started: the first refresh is one interval away
          this.lastRefreshAt = this.clock.now();
          this.tick = this.clock.setInterval(this.onTick, TICK_MS);
        }
        if (!active && this.tick !== null) this.stopTicking();
      },
      { fireImmediately: true },
    );
  }

  onClick(): void {
    const now = this.clock.now();
    this.lastClickAt = now;
    const input = { settings: this.settings, authenticated: this.session.authenticated, path: this.route.path, now, lastClickRefreshAt: this.lastClickRefreshAt };
    if (!shouldRefreshOnClick(input)) return;
    this.lastClickRefreshAt = now;
    void this.refresh();
  }

  setHidden(hidden: boolean): void {
    this.hidden = hidden;
  }

  dispose(): void {
    this.disposer?.();
    this.disposer = null;
    this.stopTicking();
  }

  private onTick(): void {
    if (this.hidden) return;
    const now = this.clock.now();
    const due = shouldRefreshOnInterval({
      settings: this.settings, authenticated: this.session.authenticated, path: this.route.path, now, lastClickAt: this.lastClickAt, lastRefreshAt: this.lastRefreshAt,
    });
    if (due) void this.refresh();
  }

  private async refresh(): Promise<void> {
    if (this.refreshing) return;
    this.refreshing = true;
    this.lastRefreshAt = this.clock.now();
    await this.session.refreshBalance();
    runInAction(() => (this.refreshing = false));
  }

  private stopTicking(): void {
    if (this.tick !== null) this.clock.clearInterval(this.tick);
    this.tick = null;
  }
}
