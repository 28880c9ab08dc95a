import { twoFactorErrorKey } from '@casino/domain/auth';
import { validateOneTimeCode } from '@casino/domain/validation';
import { ClockPort, ProfilePort } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction, toJS } from 'mobx';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { ResendCountdown } from '../../../shared/view-model/resend-countdown.ts';
import { resendWait } from '../kit/resend-wait.ts';
import { fieldMessageOf, type FieldMessage } from '../../../shared/forms/field-message.ts';
import { failureNotice, isTransient, type NoticeKind } from '../kit/notice-kind.ts';

/** How long before another code may be asked for when the server names no wait. */
export const TWO_FACTOR_RESEND_SECONDS = 60;

/**
 * Two-factor sign-in on or off: asking sends a code to the login contact, the code applies the switch. Once on,
 * the next sign-in asks for a code.
 */
@injectable()
export class TwoFactorSwitchViewModel {
  /** The switch the player asked for and is confirming, or null when no code is awaited. */
  target: boolean | null = null;
  code = '';
  codeProblem: FieldMessage | undefined = undefined;
  pending: 'request' | 'confirm' | null = null;
  notice: NoticeKind | null = null;
  readonly countdown: ResendCountdown;

  constructor(
    @inject(ProfilePort) private readonly profile: ProfilePort,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(ClockPort) clock: ClockPort,
  ) {
    this.countdown = new ResendCountdown(clock);
    makeAutoObservable<this, 'profile' | 'session'>(this, { profile: false, session: false, countdown: false }, { autoBind: true });
  }

  get enabled(): boolean {
    return this.session.account?.twoFactorAuth ?? false;
  }

  /**
   * The screen's effect. `dispose()` stopped the ticking when React took the screen down (StrictMode, `<Activity>`):
   * a wait still running ticks on, or the button would stay disabled under a frozen count.
   */
  start(): void {
    if (this.countdown.running) this.countdown.run();
  }

  /** Asks for the code that turns two-factor on (true) or off (false); again only after the countdown. */
  async request(enable: boolean): Promise<boolean> {
    if (this.pending || this.countdown.running || enable === this.enabled) return false;
    this.pending = 'request';
    this.notice = null;
    const result = await this.profile.changeTwoFactor(enable);
    return runInAction(() => {
      this.pending = null;
      const wait = result.ok ? TWO_FACTOR_RESEND_SECONDS : resendWait(result.error);
      if (wait !== undefined) {
        this.target = enable;
        this.countdown.restart(wait);
      }
      if (!result.ok && wait === undefined) this.notice = failureNotice(result.error);
      return result.ok;
    });
  }

  setCode(code: string): void {
    this.code = code.replace(/\D/g, '').slice(0, 6);
    this.codeProblem = undefined;
  }

  cancel(): void {
    this.target = null;
    this.code = '';
    this.codeProblem = undefined;
  }

  async confirm(): Promise<boolean> {
    if (this.pending || this.target === null) return false;
    const rule = validateOneTimeCode(this.code);
    if (!rule.ok) {
      this.codeProblem = fieldMessageOf(rule);
      return false;
    }
    const target = this.target;
    this.pending = 'confirm';
    const result = await this.profile.confirmTwoFactor(this.code);
    return runInAction(() => {
      this.pending = null;
      if (result.ok) {
        if (this.session.account) this.session.setAccount({ ...toJS(this.session.account), twoFactorAuth: target });
        this.cancel();
        this.countdown.stop();
        this.notice = 'saved';
        return true;
      }
      const notice = failureNotice(result.error);
      if (isTransient(notice)) this.notice = notice;
      else this.codeProblem = { key: twoFactorErrorKey(result.error.message) };
      return false;
    });
  }

  dispose(): void {
    this.countdown.stop();
  }
}
