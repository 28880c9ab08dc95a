import { INACTIVITY_ACTIVITY_EVENTS, sessionTransition } from '@casino/domain/policies';
import { inject, injectable } from 'inversify';
import { reaction } from 'mobx';
import { Dialogs, PLAYER_ONLY } from '../../shared/services/overlays.ts';
import { SessionStore } from '../../shared/stores/session.store.ts';
import { AfterSignInService } from './after-sign-in.service.ts';
import { InactivityService } from './inactivity.service.ts';
import { SessionNotices } from './session-notices.ts';
import { SessionSyncService } from './session-sync.service.ts';

export interface SessionWatchersEnvironment {
  /** Where keydown, click and scroll are heard (the window; capture phase, so dialogs and stopped events count). */
  readonly target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** Path and query of the page now. */
  readonly currentPath: () => string;
}

/**
 * Starts the session's watchers once for the app: the idle timer, the tabs' session sync, and what a sign-in or a
 * sign-out sets off (announced to the other tabs unless it came from one; the locale and hints after a sign-in; the
 * player's dialogs closed after a sign-out).
 */
@injectable()
export class SessionWatchers {
  private stopAll: (() => void) | undefined;

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(SessionSyncService) private readonly sync: SessionSyncService,
    @inject(InactivityService) private readonly inactivity: InactivityService,
    @inject(AfterSignInService) private readonly afterSignIn: AfterSignInService,
    @inject(SessionNotices) private readonly notices: SessionNotices,
    @inject(Dialogs) private readonly dialogs: Dialogs,
  ) {}

  start(env: SessionWatchersEnvironment): () => void {
    if (this.stopAll) return this.stopAll;
    const onActivity = () => this.inactivity.activity();
    const options = { capture: true, passive: true };
    for (const type of INACTIVITY_ACTIVITY_EVENTS) env.target.addEventListener(type, onActivity, options);
    const stopSync = this.sync.start();
    const stopInactivity = this.inactivity.start();
    const stopTransitions = reaction(() => this.session.uid, (uid, previous) => {
      if (previous > 0 && uid !== previous) this.closePlayerDialogs();
      this.onTransition(sessionTransition(previous, uid), env);
    });
    const stop = () => {
      for (const type of INACTIVITY_ACTIVITY_EVENTS) env.target.removeEventListener(type, onActivity, options);
      stopTransitions();
      stopInactivity();
      stopSync();
      if (this.stopAll === stop) this.stopAll = undefined;
    };
    return (this.stopAll = stop);
  }

  /** A route change counts as activity for the idle timer. */
  routeChanged(): void {
    this.inactivity.activity();
  }

  /**
   * Every way a session ends comes through the uid (the logout button, the idle timer, another tab, the session time
   * limit, a server that no longer knows the session, another player signing in): a player's dialog left open would
   * face a guest or someone else. Forced, so a dialog that refuses Escape (a completion the account owed) goes too.
   */
  private closePlayerDialogs(): void {
    this.dialogs.closeScope(PLAYER_ONLY, { force: true });
  }

  private onTransition(change: 'signed-in' | 'signed-out' | 'none', env: SessionWatchersEnvironment): void {
    if (change === 'none') return;
    const fromOtherTab = this.sync.fromOtherTab;
    if (!fromOtherTab) this.sync.announce(change);
    if (change === 'signed-in') void this.afterSignIn.run({ currentPath: env.currentPath, fromOtherTab });
    else if (fromOtherTab && this.sync.remoteSignOutReason === 'inactivity') this.notices.signedOutForInactivity();
    else if (fromOtherTab && this.sync.remoteSignOutReason === 'excluded') this.notices.signedOutForExclusion();
    else if (fromOtherTab && this.sync.remoteSignOutReason === 'sessionLimit') this.notices.signedOutForSessionLimit();
  }
}
