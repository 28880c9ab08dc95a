import {
  depositedThisSession, longerPause, mayPromote, mayShowCampaign, parsePromotionPause, pauseForBreak, pauseForLimit,
  pauseForRefusal, pauseForSessionLimit, type CampaignActions, type PromotionPause,
} from '@casino/domain/marketing';
import type { ActiveExclusion, SignInRefusal } from '@casino/domain/responsible-gaming';
import { ClockPort, LocalStoragePort } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { SessionStore } from './session.store.ts';

/** Local-storage key of the promotion pause this browser keeps (a break's end survives the sign-out it causes). */
export const PROMOTION_PAUSE_KEY = 'promotion_pause';
/** Local-storage key of the uid that deposited in the current session (a payment page may come back as a new load). */
export const DEPOSITED_BY_KEY = 'deposited_this_session';

/**
 * Whether marketing may speak to whoever uses this browser: campaign popups, banner calls to action and bonus nudges
 * all ask here. Breaks and limits pause it (the rules are `@casino/domain/marketing`); the pause is kept in local
 * storage, so it outlives the sign-out a break causes, holds in every tab and for the guest the player becomes.
 */
@injectable()
export class PromotionStore {
  private pause: PromotionPause | undefined;
  private depositedBy: number | undefined;

  constructor(
    @inject(LocalStoragePort) private readonly storage: LocalStoragePort,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    this.pause = parsePromotionPause(storage.get(PROMOTION_PAUSE_KEY));
    this.depositedBy = asUid(storage.get(DEPOSITED_BY_KEY));
    // `allowed` and `mayShow` read the clock: plain members, worked out afresh on every read (a cached value would
    // outlive the pause's end), still tracked through the fields they read
    makeAutoObservable<this, 'storage' | 'clock' | 'session'>(
      this,
      { storage: false, clock: false, session: false, allowed: false, mayShow: false },
      { autoBind: true },
    );
    // another tab paused promotion or deposited
    this.storage.subscribe((key, value) => runInAction(() => {
      if (key === PROMOTION_PAUSE_KEY) this.pause = parsePromotionPause(value);
      if (key === DEPOSITED_BY_KEY) this.depositedBy = asUid(value);
    }));
    // a session ends at sign-out: the next sign-in may be offered a deposit campaign again
    reaction(() => this.session.uid, (uid) => {
      if (uid <= 0 && this.depositedBy !== undefined) this.setDepositedBy(undefined);
    });
  }

  /** Whether promotion may show now (no break, cooling-off or limit holds it back in this browser). */
  get allowed(): boolean {
    return mayPromote(this.pause, this.clock.now());
  }

  /** Whether a campaign (popup) may show now: promotion allowed, and no deposit campaign after a deposit this session. */
  mayShow(campaign: CampaignActions): boolean {
    return mayShowCampaign(campaign, { promotionAllowed: this.allowed, depositedThisSession: depositedThisSession(this.depositedBy, this.session.uid) });
  }

  /** Holds promotion back (a break started or was learnt of, a limit was hit); a shorter pause never cuts a longer one. */
  pauseFor(pause: PromotionPause): void {
    const { reason, until } = longerPause(this.pause, pause, this.clock.now());
    this.pause = { reason, until };
    this.storage.set(PROMOTION_PAUSE_KEY, { reason, until });
  }

  /** A time-out or self-exclusion the player has just started (`null`: its end is not known here). */
  breakStarted(exclusion: ActiveExclusion | null): void {
    this.pauseFor(pauseForBreak(exclusion, this.clock.now()));
  }

  /** A sign-in was refused for a break taken elsewhere: this browser learns of it now. */
  signInRefused(refusal: SignInRefusal): void {
    this.pauseFor(pauseForRefusal(refusal, this.clock.now()));
  }

  /** The session time limit signed the player out; play resumes at `resumeAt`. */
  sessionLimitReached(resumeAt: number | null): void {
    this.pauseFor(pauseForSessionLimit(resumeAt, this.clock.now()));
  }

  /** The player has just hit a limit (a deposit refused by the deposit limit). */
  limitReached(): void {
    this.pauseFor(pauseForLimit(this.clock.now()));
  }

  /** The signed-in player has deposited (the money was sent, whatever its outcome). */
  depositMade(): void {
    if (this.session.authenticated) this.setDepositedBy(this.session.uid);
  }

  private setDepositedBy(uid: number | undefined): void {
    this.depositedBy = uid;
    if (uid === undefined) this.storage.remove(DEPOSITED_BY_KEY);
    else this.storage.set(DEPOSITED_BY_KEY, uid);
  }
}

const asUid = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined);
