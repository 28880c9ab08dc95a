import {
  activityBroadcast, parseSessionSignal, remoteSessionAction, type SessionSignal, type SignOutReason,
} from '@casino/domain/policies';
import { ClockPort, LoggerPort, TabChannelPort } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeObservable, observable, runInAction } from 'mobx';
import { AuthDialogService } from '../../shared/services/auth-dialog.service.ts';
import { AppNavigator } from '../../shared/services/navigator.ts';
import { LocaleStore } from '../../shared/stores/locale.store.ts';
import { guestAccount, SessionStore } from '../../shared/stores/session.store.ts';

export type { SignOutReason };

/**
 * One session across tabs: tells the other tabs about this tab's activity (throttled, with its
 * time), sign-in and sign-out, and applies theirs here — activity counts for the idle timer, a sign-in elsewhere
 * reloads the session, a sign-out elsewhere makes this tab a guest on the index without a second logout call.
 */
@injectable()
export class SessionSyncService {
  /** Epoch ms of the latest activity in another tab (0: none yet). */
  remoteActivityAt = 0;
  /** Why the last sign-out applied from another tab happened (for the notice). */
  remoteSignOutReason: SignOutReason | null = null;
  private applyingRemote = false;
  private nextSignOutReason: SignOutReason = 'logout';
  private lastSentAt: number | null = null;
  private pendingAt: number | null = null;
  private trailing: unknown;
  private unsubscribe: (() => void) | undefined;

  constructor(
    @inject(TabChannelPort) private readonly channel: TabChannelPort,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(AppNavigator) private readonly navigator: AppNavigator,
    @inject(LocaleStore) private readonly locale: LocaleStore,
    @inject(LoggerPort) private readonly logger: LoggerPort,
    @inject(AuthDialogService) private readonly auth: AuthDialogService,
  ) {
    makeObservable(this, { remoteActivityAt: observable });
  }

  /** Listens to the other tabs; a tab that opens signed in tells them (their guest pages catch up). */
  start(): () => void {
    this.unsubscribe ??= this.channel.subscribe((data, from) => this.receive(data, from));
    if (this.session.authenticated) this.post({ kind: 'signed-in', uid: this.session.uid });
    return () => this.stop();
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    if (this.trailing !== undefined) this.clock.clearTimeout(this.trailing);
    this.trailing = undefined;
  }

  /** Whether this tab leads the open tabs (the one that signs them all out when they are idle). */
  leads(): boolean {
    return this.channel.leads();
  }

  /** Whether the session change under way was applied from another tab (it is not announced again). */
  get fromOtherTab(): boolean {
    return this.applyingRemote;
  }

  /** This tab's activity at `at`: sent at most once a second, a skipped one when the second ends. */
  shareActivity(at: number): void {
    const decision = activityBroadcast({ lastSentAt: this.lastSentAt, now: at });
    if (decision.send) return this.sendActivity(at);
    this.pendingAt = at;
    this.trailing ??= this.clock.setTimeout(() => {
      this.trailing = undefined;
      if (this.pendingAt !== null) this.sendActivity(this.pendingAt);
    }, decision.trailingIn);
  }

  /** The next sign-out is the idle timer's (other tabs show why). */
  signingOutForInactivity(): void {
    this.nextSignOutReason = 'inactivity';
  }

  /** Called on a local session change (not one applied from another tab). */
  announce(change: 'signed-in' | 'signed-out'): void {
    if (change === 'signed-in') this.post({ kind: 'signed-in', uid: this.session.uid });
    else this.post({ kind: 'signed-out', reason: this.nextSignOutReason === 'logout' ? this.session.lastSignOutReason : this.nextSignOutReason });
    this.nextSignOutReason = 'logout';
  }

  private sendActivity(at: number): void {
    this.lastSentAt = at;
    this.pendingAt = null;
    if (this.session.authenticated) this.post({ kind: 'activity', at });
  }

  private post(signal: SessionSignal): void {
    this.channel.post(signal);
  }

  private receive(data: unknown, from: string): void {
    const signal = parseSessionSignal(data);
    if (!signal) return;
    const decision = remoteSessionAction({ ownTabId: this.channel.tabId, fromTabId: from, signal, uid: this.session.uid, now: this.clock.now() });
    if (decision.action === 'activity') {
      runInAction(() => (this.remoteActivityAt = Math.max(this.remoteActivityAt, decision.at)));
    } else if (decision.action === 'load') {
      void this.applyRemote(() => this.session.load()).then(() => this.session.authenticated && this.auth.closeForSignedIn());
    } else if (decision.action === 'sign-out' && signal.kind === 'signed-out') {
      this.remoteSignOutReason = signal.reason;
      void this.applyRemote(() => this.session.setAccount(guestAccount(this.session.general?.defaultCurrency))).then(() => this.navigator.navigate(this.locale.localize('/')));
    }
  }

  private async applyRemote(apply: () => void | Promise<void>): Promise<void> {
    this.applyingRemote = true;
    try {
      await apply();
    } catch (error) {
      this.logger.warn('session change from another tab failed', error);
    } finally {
      this.applyingRemote = false;
    }
  }
}
