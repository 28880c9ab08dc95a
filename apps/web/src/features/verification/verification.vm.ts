import type { VerificationStep } from '@casino/domain/cashier';
import { verificationStep } from '@casino/domain/verification';
import { VerificationPort } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { SessionStore } from '../../shared/stores/session.store.ts';

/** What failed: the token or the provider's code (the frame cannot open), or marking the documents as sent. */
export type VerificationFailure = 'token' | 'frame' | 'submit';

/**
 * The verification page and its provider dialog: the step from the account info, a token for the provider's frame
 * (created applicant, then a fresh token; refreshed whenever the frame says it expired), and the documents marked as
 * sent exactly once when the frame reports them submitted, after which the account info is read again.
 */
@injectable()
export class VerificationViewModel {
  private wantsChange = false;
  /** The provider's action this verification is for (see `setAction`); none: a plain identity check. */
  action: string | null = null;
  token: string | null = null;
  loadingToken = false;
  submit: 'idle' | 'sending' | 'done' = 'idle';
  failure: VerificationFailure | null = null;

  constructor(
    @inject(VerificationPort) private readonly port: VerificationPort,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable<this, 'port' | 'session'>(this, { port: false, session: false }, { autoBind: true });
  }

  get step(): VerificationStep {
    const account = this.session.account;
    return verificationStep({ isVerified: account?.isVerified ?? false, isOnVerification: account?.isOnVerification ?? false }, this.wantsChange);
  }

  /** A verified player asks to update the documents. */
  requestChange(): void {
    this.wantsChange = true;
  }

  /**
   * The provider's action the verification is for (the withdrawal that asked for it), sent with every token request
   * so the provider files the documents under that action; none: a plain identity check.
   */
  setAction(action: string | null): void {
    this.action = action;
  }

  /** Gets the first token for the frame; a second call while one is on its way does nothing. */
  async loadToken(): Promise<void> {
    if (this.loadingToken) return;
    this.loadingToken = true;
    this.failure = null;
    this.token = null;
    const action = this.action ?? undefined;
    const created = await this.port.createApplicant(action);
    const fresh = created.ok ? await this.port.getAccessToken(action) : created;
    runInAction(() => {
      this.loadingToken = false;
      if (fresh.ok) this.token = fresh.value.token;
      else this.failure = 'token';
    });
  }

  /** The frame's token expired: a new one, or a rejection the provider's SDK passes on to its frame. */
  async refreshToken(): Promise<string> {
    const result = await this.port.getAccessToken(this.action ?? undefined);
    // the frame takes the new token itself; `token` stays the one the frame was launched with
    if (result.ok) return result.value.token;
    runInAction(() => (this.failure = 'token'));
    throw new Error(result.error.message || result.error.type);
  }

  /** The frame reports the documents submitted (it may report it more than once): marks the player once. */
  async submitted(): Promise<void> {
    if (this.submit !== 'idle') return;
    this.submit = 'sending';
    this.failure = null;
    const result = await this.port.setUserOnVerification();
    if (!result.ok) {
      runInAction(() => {
        this.submit = 'idle';
        this.failure = 'submit';
      });
      return;
    }
    await this.session.load();
    runInAction(() => {
      this.submit = 'done';
      this.wantsChange = false;
    });
  }

  /** The provider's code could not be loaded. */
  frameFailed(): void {
    this.failure = 'frame';
  }

  /** Retries whichever call failed. */
  retry(): Promise<void> {
    return this.failure === 'submit' ? this.submitted() : this.loadToken();
  }

  /** The dialog closed: the next opening starts afresh. */
  close(): void {
    this.token = null;
    this.failure = this.failure === 'submit' ? this.failure : null;
  }
}
