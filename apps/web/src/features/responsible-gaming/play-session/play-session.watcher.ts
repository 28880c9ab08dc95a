import { datesIn } from '@casino/domain/format';
import { minutesPlayed, nextRealityCheck, type CurrentPlaySession } from '@casino/domain/responsible-gaming';
import { ClockPort, ResponsibleGamingPort } from '@casino/domain/ports';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { inject, injectable } from 'inversify';
import { reaction } from 'mobx';
import type { ReactNode } from 'react';
import { AppNavigator } from '../../../shared/services/navigator.ts';
import { Dialogs, PLAYER_ONLY, Toasts } from '../../../shared/services/overlays.ts';
import { LinguiI18n, LocaleStore } from '../../../shared/stores/locale.store.ts';
import { PlayPause } from '../../../shared/stores/play-pause.store.ts';
import { PromotionStore } from '../../../shared/stores/promotion.store.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { PlaySessionStore } from './play-session.store.ts';
import { RealityCheckSlot } from '../slots.ts';
import type { RealityCheckModel, RealityCheckRenderer } from './reality-check.model.ts';

const REALITY_CHECK = 'reality-check';

const texts = {
  realityCheck: msg`Reality check`,
  limitTitle: msg`Your session time limit was reached`,
};

/**
 * While a player is signed in: the reality check at every interval since the session started (time played and net
 * result; keep playing, log out or see the history), and the session time limit, which signs the player out in every
 * tab with a message saying when play can resume. The server ends the session at the limit too; this is the notice.
 */
@injectable()
export class PlaySessionWatcher {
  private timers: unknown[] = [];
  private stopReactions: (() => void) | undefined;

  constructor(
    @inject(ResponsibleGamingPort) private readonly port: ResponsibleGamingPort,
    @inject(PlaySessionStore) private readonly store: PlaySessionStore,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(RealityCheckSlot) private readonly renderer: RealityCheckRenderer,
    @inject(AppNavigator) private readonly navigator: AppNavigator,
    @inject(LocaleStore) private readonly locale: LocaleStore,
    @inject(Toasts) private readonly toasts: Toasts,
    @inject(LinguiI18n) private readonly i18n: I18n,
    @inject(PlayPause) private readonly pause: PlayPause,
    @inject(PromotionStore) private readonly promotion: PromotionStore,
  ) {}

  /** Follows sign-ins and sign-outs, and the store's settings; returns the stop. */
  start(): () => void {
    if (this.stopReactions) return this.stopReactions;
    const stopUid = reaction(() => this.session.uid, (uid) => (uid > 0 ? void this.load() : this.store.set(null)), { fireImmediately: true });
    const stopSchedule = reaction(() => this.store.session, (session) => this.schedule(session), { fireImmediately: true });
    return (this.stopReactions = () => {
      stopUid();
      stopSchedule();
      this.clearTimers();
      this.stopReactions = undefined;
    });
  }

  async load(): Promise<void> {
    const result = await this.port.getPlaySession();
    if (result.ok && this.session.authenticated) this.store.set(result.value);
  }

  private schedule(session: CurrentPlaySession | null): void {
    this.clearTimers();
    if (!session) return;
    const now = this.clock.now();
    const check = nextRealityCheck(session.startedAt, session.realityCheckMinutes, now);
    if (check !== undefined) this.timers.push(this.clock.setTimeout(() => void this.realityCheck(), check - now));
    if (session.endsAt !== null) this.timers.push(this.clock.setTimeout(() => void this.limitReached(session), Math.max(0, session.endsAt - now)));
  }

  private clearTimers(): void {
    for (const timer of this.timers) this.clock.clearTimeout(timer);
    this.timers = [];
  }

  /** Reads the net result afresh, shows the dialog, and plans the next check. */
  private async realityCheck(): Promise<void> {
    const fresh = await this.port.getPlaySession();
    const session = fresh.ok ? fresh.value : this.store.session;
    if (!session || !this.session.authenticated) return;
    const opened: { dialog?: { close(): boolean } } = {}; // the buttons close the dialog they are in
    const model: RealityCheckModel = {
      minutesPlayed: minutesPlayed(session.startedAt, this.clock.now()),
      netResult: session.netResult,
      currency: session.currency,
      keepPlaying: () => opened.dialog?.close(),
      logOut: () => {
        opened.dialog?.close();
        void this.session.logout().then(() => this.navigator.navigate(this.locale.localize('/')));
      },
      seeHistory: () => {
        opened.dialog?.close();
        this.navigator.navigate(this.locale.localize('/cashier/history'));
      },
    };
    // the game stops taking input until the player has answered (see PlayPause)
    this.pause.pause(REALITY_CHECK);
    opened.dialog = this.dialogs.open({
      kind: 'popup',
      size: 'small',
      scope: PLAYER_ONLY,
      title: this.i18n._(texts.realityCheck),
      render: () => this.renderer.render(model) as ReactNode,
      onClose: () => this.pause.resume(REALITY_CHECK),
    });
    this.store.set(session); // plans the next check from the fresh session
  }

  private async limitReached(session: CurrentPlaySession): Promise<void> {
    if (!this.session.authenticated) return;
    // the one-hour break that follows is a break like any other: no promotion in this browser until it ends
    this.promotion.sessionLimitReached(session.resumeAt);
    await this.session.logout('sessionLimit');
    this.navigator.navigate(this.locale.localize('/'));
    const resume = session.resumeAt === null ? '' : datesIn(this.i18n.locale).dateTime(session.resumeAt);
    this.toasts.show({ kind: 'info', title: this.i18n._(texts.limitTitle), description: this.i18n._(msg`You can sign in again after ${resume}.`), duration: 0, type: 'profile' });
  }
}
