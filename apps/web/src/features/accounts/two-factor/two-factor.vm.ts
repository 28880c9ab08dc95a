import {
  AuthPort, buildLoginRequest, isBlank, oneTimeCodeErrorKey, resendTimeFromError, validateOneTimeCode,
  type ApiFailure, type ApiResult, type SignInOutcome,
} from '@casino/domain';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AuthFlowStore } from '../dialog/auth-flow.store.ts';
import type { AuthPanelProps } from '../form-kit/auth-panel.ts';
import { fieldMessageOf, type FieldMessage } from '../form-kit/field-message.model.ts';
import { authErrorOf, isUnavailable, SignInSession } from '../sign-in/sign-in-session.ts';

/**
 * The two-factor code step (spec part 1 §4.2 steps 3–5, §8): a 6-digit code sent with the kept login and password;
 * a resend countdown from resend_time; without a code, once the countdown has ended, a submit asks for a new
 * code; a resend time in an error restarts the countdown; the server's messages land on the code field.
 */
@injectable()
export class TwoFactorViewModel {
  code = '';
  codeError: FieldMessage | undefined = undefined;
  notice: 'unavailable' | null = null;
  /** True after a new code was sent from this step. */
  resent = false;
  pending = false;
  private panel: AuthPanelProps | null = null;

  constructor(
    @inject(AuthPort) private readonly auth: AuthPort,
    @inject(AuthFlowStore) private readonly flow: AuthFlowStore,
    @inject(SignInSession) private readonly signIn: SignInSession,
  ) {
    makeAutoObservable<this, 'auth' | 'flow' | 'signIn' | 'panel'>(this, { auth: false, flow: false, signIn: false, panel: false }, { autoBind: true });
  }

  attach(panel: AuthPanelProps): void {
    this.panel = panel;
  }

  /** The view shows the countdown: tick it. Without kept credentials (opened in this mode) it is sign-in's turn. */
  start(): void {
    if (!this.flow.twoFactor) return this.back();
    this.flow.resendTimer.run();
  }

  dispose(): void {
    this.flow.resendTimer.stop();
  }

  get login(): string {
    return this.flow.twoFactor?.login ?? '';
  }

  get secondsLeft(): number {
    return this.flow.resendTimer.secondsLeft;
  }

  get canResend(): boolean {
    return this.flow.resendTimer.canResend;
  }

  setCode(value: string): void {
    this.code = value;
    this.codeError = undefined;
  }

  back(): void {
    this.panel?.navigate('authorization');
  }

  async submit(): Promise<void> {
    if (this.pending) return;
    if (isBlank(this.code)) {
      if (this.canResend) return this.resend();
      this.codeError = { key: 'requiredField' };
      return;
    }
    this.codeError = fieldMessageOf(validateOneTimeCode(this.code.trim()));
    if (!this.codeError) await this.send(this.code);
  }

  /** Sends the login again without a code: the server sends a new one (spec part 1 §4.2 step 5). */
  async resend(): Promise<void> {
    if (this.pending || !this.canResend) return;
    await this.send(undefined);
  }

  private async send(code: string | undefined): Promise<void> {
    const kept = this.flow.twoFactor;
    if (!kept) return this.back();
    this.pending = true;
    this.notice = null;
    const result = await this.auth.signIn(buildLoginRequest(kept, code));
    runInAction(() => this.settle(result));
  }

  private settle(result: ApiResult<SignInOutcome>): void {
    if (result.ok && result.value.kind === 'signedIn') return this.signIn.succeed(result.value.account, this.panel);
    this.pending = false;
    if (result.ok && result.value.kind === 'twoFactor') {
      // ALREADY_ENABLED again: a new code is on its way.
      this.flow.enterTwoFactor(result.value.state);
      this.resent = true;
      return;
    }
    if (!result.ok) this.fail(result.error);
  }

  private fail(error: ApiFailure): void {
    if (this.signIn.failed(error, this.panel)) return;
    // Checked first: a transport message ending in a number is not a resend time.
    if (isUnavailable(error)) {
      this.notice = 'unavailable';
      return;
    }
    const wait = resendTimeFromError(authErrorOf(error));
    if (wait !== undefined) this.flow.resendTimer.restart(wait);
    const codeErrors = error.fieldErrors.code;
    if (codeErrors?.length) this.codeError = { key: oneTimeCodeErrorKey(codeErrors[0]) };
    else if (wait === undefined) this.codeError = { key: oneTimeCodeErrorKey({ message: error.message }) };
  }
}
