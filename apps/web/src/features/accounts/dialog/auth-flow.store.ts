import type { TwoFactorState } from '@casino/domain/auth';
import { ClockPort } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { ResendCountdown } from '../../../shared/view-model/resend-countdown.ts';

/** A message one panel leaves for the next (restore → sign-in). */
export type AuthFlash = 'passwordChanged';

/**
 * What the panels of the sign-in dialog share while it switches modes: the typed login,
 * the kept two-factor credentials with their resend countdown, and a message for the next panel. One per app.
 */
@injectable()
export class AuthFlowStore {
  /** The login last typed in sign-in or restore; prefills the other form. */
  login = '';
  /** Kept login, password and resend_time while the interface asks for a code. */
  twoFactor: TwoFactorState | null = null;
  flash: AuthFlash | null = null;
  readonly resendTimer: ResendCountdown;

  constructor(@inject(ClockPort) clock: ClockPort) {
    this.resendTimer = new ResendCountdown(clock);
    makeAutoObservable(this, { resendTimer: false }, { autoBind: true });
  }

  rememberLogin(login: string): void {
    this.login = login;
  }

  /** Enters the code step: keeps the credentials and starts the countdown from resend_time. */
  enterTwoFactor(state: TwoFactorState): void {
    this.twoFactor = state;
    this.resendTimer.restart(state.resend_time);
  }

  /** A second login with the code clears the kept values. */
  clearTwoFactor(): void {
    this.twoFactor = null;
    this.resendTimer.stop();
    this.resendTimer.restart(0);
  }

  /** After a sign-in: nothing typed or kept outlives it. */
  reset(): void {
    this.clearTwoFactor();
    this.login = '';
    this.flash = null;
  }

  leaveFlash(flash: AuthFlash): void {
    this.flash = flash;
  }

  /** Returns the message left for this panel and forgets it. */
  takeFlash(): AuthFlash | null {
    const flash = this.flash;
    this.flash = null;
    return flash;
  }
}
