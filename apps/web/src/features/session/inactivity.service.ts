import { inactivityState, type InactivityState } from '@casino/domain/policies';
import { ClockPort } from '@casino/domain/ports';
import type { DialogHandle } from '@casino/ui/dialogs';
import { inject, injectable } from 'inversify';
import { computed, makeObservable, observable, reaction, runInAction } from 'mobx';
import { AppNavigator } from '../../shared/services/navigator.ts';
import { Dialogs, PLAYER_ONLY } from '../../shared/services/overlays.ts';
import { LocaleStore } from '../../shared/stores/locale.store.ts';
import { SessionStore } from '../../shared/stores/session.store.ts';
import { SessionNotices, sessionTexts } from './session-notices.ts';
import { SessionSyncService } from './session-sync.service.ts';
import { InactivityWarningSlot, type InactivityWarningModel, type InactivityWarningRenderer } from './slots.ts';

/**
 * How long a tab that does not lead waits for the leading tab's idle sign-out before doing it itself (a background
 * tab's timers can be held back by the browser, so the leader may be late).
 */
export const FOLLOWER_GRACE_MS = 3_000;

/**
 * The server ends a session that sends nothing for time_to_force_logout, and a player busy in a game frame sends us
 * nothing: activity here tells the server at most every third of the timeout, and at least once a minute.
 */
export const KEEP_ALIVE_MAX_MS = 60_000;

/** The result a dialog closed by the timer carries (any other close is the player's: activity). */
const CLOSED_BY_TIMER = 'timer';

/**
 * The idle timer, only while signed in: activity here or in another tab resets it; at 80% of
 * time_to_force_logout a warning with a live countdown opens (any activity closes it); at 100% the player is
 * signed out and taken to the index. Time comes from ClockPort.
 */
@injectable()
export class InactivityService implements InactivityWarningModel {
  localActivityAt: number;
  now: number;
  private timer: unknown;
  private warning: DialogHandle | undefined;
  private stopReaction: (() => void) | undefined;
  private loggingOut = false;
  private followTimer: unknown;
  private keptAliveAt = Number.NEGATIVE_INFINITY;

  constructor(
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(SessionSyncService) private readonly sync: SessionSyncService,
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(InactivityWarningSlot) private readonly renderer: InactivityWarningRenderer,
    @inject(AppNavigator) private readonly navigator: AppNavigator,
    @inject(LocaleStore) private readonly locale: LocaleStore,
    @inject(SessionNotices) private readonly notices: SessionNotices,
  ) {
    this.localActivityAt = this.now = clock.now();
    makeObservable(this, { localActivityAt: observable, now: observable, lastActivityAt: computed, state: computed, secondsLeft: computed });
  }

  /** The latest activity in any tab. */
  get lastActivityAt(): number {
    return Math.max(this.localActivityAt, this.sync.remoteActivityAt);
  }

  get state(): InactivityState {
    return inactivityState({
      authenticated: this.session.authenticated,
      timeoutSeconds: this.session.general?.timeToForceLogout,
      lastActivityAt: this.lastActivityAt,
      now: this.now,
    });
  }

  get secondsLeft(): number {
    return this.state.phase === 'warning' ? this.state.secondsLeft : 0;
  }

  start(): () => void {
    this.stopReaction ??= reaction(
      () => [this.session.authenticated, this.session.general?.timeToForceLogout, this.lastActivityAt] as const,
      ([authenticated], previous) => {
        // idle time counts from the sign-in (a tab signed in from another tab may have been idle for hours)
        if (authenticated && previous && !previous[0]) this.activity();
        else this.check();
      },
      { fireImmediately: true },
    );
    return () => this.stop();
  }

  stop(): void {
    this.stopReaction?.();
    this.stopReaction = undefined;
    this.clearTimer();
    this.clearFollowTimer();
    this.closeWarning();
  }

  /** Keydown, click, scroll or a route change in this tab. */
  activity(): void {
    const now = this.clock.now();
    runInAction(() => (this.localActivityAt = now));
    if (!this.session.authenticated) return;
    this.sync.shareActivity(now);
    this.keepAlive(now);
  }

  /** Tells the server the player is active (see KEEP_ALIVE_MAX_MS); a session it has ended already is signed out here. */
  private keepAlive(now: number): void {
    const timeout = this.session.general?.timeToForceLogout;
    if (!timeout || now - this.keptAliveAt < Math.min(KEEP_ALIVE_MAX_MS, (timeout * 1000) / 3)) return;
    this.keptAliveAt = now;
    void this.session.keepAlive().then((alive) => {
      if (!alive && this.session.authenticated) void this.signOut();
    });
  }

  /** "Stay signed in". */
  stay(): void {
    this.activity();
  }

  /** Applies the state now and plans the next check (the warning, each second of the countdown, the logout). */
  check(): void {
    runInAction(() => (this.now = this.clock.now()));
    const state = this.state;
    this.clearTimer();
    if (state.phase === 'active') {
      this.closeWarning();
      this.renderer.preload();
      this.timer = this.clock.setTimeout(() => this.check(), state.warnAt - this.now);
    } else if (state.phase === 'warning') {
      this.openWarning();
      const remaining = state.logoutAt - this.now;
      this.timer = this.clock.setTimeout(() => this.check(), remaining % 1000 || 1000);
    } else {
      this.closeWarning();
      if (state.phase === 'logout') this.logout();
      else this.clearFollowTimer();
    }
  }

  /**
   * Idle in every tab at once: the leading tab signs out (one server call, one notice per tab) and the others follow
   * its announcement; a follower that hears nothing within the grace period signs out itself.
   */
  private logout(): void {
    if (this.sync.leads()) return void this.signOut();
    this.followTimer ??= this.clock.setTimeout(() => {
      this.followTimer = undefined;
      if (this.state.phase === 'logout') void this.signOut();
    }, FOLLOWER_GRACE_MS);
  }

  private clearFollowTimer(): void {
    if (this.followTimer !== undefined) this.clock.clearTimeout(this.followTimer);
    this.followTimer = undefined;
  }

  private async signOut(): Promise<void> {
    if (this.loggingOut) return;
    this.loggingOut = true;
    try {
      this.sync.signingOutForInactivity();
      await this.session.logout();
      this.navigator.navigate(this.locale.localize('/'));
      this.notices.signedOutForInactivity();
    } finally {
      this.loggingOut = false;
    }
  }

  private openWarning(): void {
    if (this.warning) return;
    this.warning = this.dialogs.open<string>({
      kind: 'popup',
      size: 'small',
      scope: PLAYER_ONLY,
      title: this.notices.text(sessionTexts.warningTitle),
      render: () => this.renderer.render(this),
      onClose: (result) => {
        this.warning = undefined;
        if (result !== CLOSED_BY_TIMER) this.activity();
      },
    });
  }

  private closeWarning(): void {
    const warning = this.warning;
    this.warning = undefined;
    warning?.close(CLOSED_BY_TIMER, { force: true });
  }

  private clearTimer(): void {
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }
}
