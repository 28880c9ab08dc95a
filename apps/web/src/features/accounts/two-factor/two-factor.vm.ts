import { buildLoginRequest, oneTimeCodeErrorKey, resendTimeFromError } from '@casino/domain/auth';
import { isBlank, validateOneTimeCode } from '@casino/domain/validation';
import { AuthPort, type ApiFailure, type ApiResult, type SignInOutcome } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AuthFlowStore } from '../dialog/auth-flow.store.ts';
import type { AuthOutcome } from '../panel-kit/auth-outcome.ts';
import { fieldMessageOf, type FieldMessage } from '../../../shared/forms/field-message.ts';
import { authErrorOf, SignInSession } from '../sign-in/sign-in-session.ts';
import { isUnavailable } from '../../../shared/forms/unavailable.ts';

/**
 * The two-factor code step: a 6-digit code sent with the kept login and password;
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

  constructor(
    @inject(AuthPort) private readonly auth: AuthPort,
    @inject(AuthFlowStore) private readonly flow: AuthFlowStore,
    @inject(SignInSession) private readonly signIn: SignInSession,
  ) {
    makeAutoObservable<this, 'auth' | 'flow' | 'signIn'>(this, { auth: false, flow: false, signIn: false }, { autoBind: true });
  }

  /** The view shows the countdown: tick it. Without kept credentials (opened in this mode) it is sign-in's turn. */
  start(): AuthOutcome {
    if (!this.flow.twoFactor) return this.back();
    this.flow.resendTimer.run();
    return 'none';
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
    return !this.flow.resendTimer.running;
  }

  setCode(value: string): void {
    this.code = value;
    this.codeError = undefined;
  }

  back(): AuthOutcome {
    return 'signIn';
  }

  async submit(): Promise<AuthOutcome> {
    if (this.pending) return 'none';
    if (isBlank(this.code)) {
      if (this.canResend) return this.resend();
      this.codeError = { key: 'requiredField' };
      return 'none';
    }
    this.codeError = fieldMessageOf(validateOneTimeCode(this.code.trim()));
    return this.codeError ? 'none' : this.send(this.code);
  }

  /** Sends the login again without a code: the server sends a new one. */
  async resend(): Promise<AuthOutcome> {
    if (this.pending || !this.canResend) return 'none';
    return this.send(undefined);
  }

  private async send(code: string | undefined): Promise<AuthOutcome> {
    const kept = this.flow.twoFactor;
    if (!kept) return this.back();
    this.pending = true;
    this.notice = null;
    const result = await this.auth.signIn(buildLoginRequest(kept, code));
    return runInAction(() => this.settle(result));
  }

  private settle(result: ApiResult<SignInOutcome>): AuthOutcome {
    if (result.ok && result.value.kind === 'signedIn') return this.signIn.succeed(result.value.account);
    this.pending = false;
    if (result.ok && result.value.kind === 'twoFactor') {
      // ALREADY_ENABLED again: a new code is on its way.
      this.flow.enterTwoFactor(result.value.state);
      this.resent = true;
      return 'none';
    }
    return result.ok ? 'none' : this.fail(result.error);
  }

  private fail(error: ApiFailure): AuthOutcome {
    if (this.signIn.failed(error) === 'fatal') return 'fatal';
    // Checked first: a transport message ending in a number is not a resend time.
    if (isUnavailable(error)) {
      this.notice = 'unavailable';
      return 'none';
    }
    const wait = resendTimeFromError(authErrorOf(error));
    if (wait !== undefined) this.flow.resendTimer.restart(wait);
    const codeErrors = error.fieldErrors.code;
    if (codeErrors?.length) this.codeError = { key: oneTimeCodeErrorKey(codeErrors[0]) };
    else if (wait === undefined) this.codeError = { key: oneTimeCodeErrorKey({ message: error.message }) };
    return 'none';
  }
}
