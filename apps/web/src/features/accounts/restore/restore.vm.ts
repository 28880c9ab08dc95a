import { normaliseLogin, oneTimeCodeErrorKey, resendTimeFromError } from '@casino/domain/auth';
import {
  validateLogin, validateOneTimeCode, validatePassword, validatePasswordRepeat,
} from '@casino/domain/validation';
import { AuthPort, ClockPort, type ApiFailure, type ApiResult, type RestoreCodeSent } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { FatalErrorStore } from '../../../shared/stores/fatal-error.store.ts';
import { serverFieldText } from '../../../shared/errors/server-error-text.ts';
import { AuthFlowStore } from '../dialog/auth-flow.store.ts';
import type { AuthOutcome } from '../panel-kit/auth-outcome.ts';
import { fieldMessageOf, type FieldMessage } from '../../../shared/forms/field-message.ts';
import { ResendCountdown } from '../../../shared/view-model/resend-countdown.ts';
import { isUnavailable } from '../../../shared/forms/unavailable.ts';

export type RestoreField = 'login' | 'code' | 'password' | 'passwordRepeat';
export type RestoreNotice = 'codeSent' | 'unavailable' | 'failed';


/**
 * Password restore: a login (e-mail or phone) asks for a code; the code and a new password (typed twice) set it;
 * a resend countdown; server errors on their fields. On success the outcome returns to sign-in, which shows the
 * login filled in and a message.
 */
@injectable()
export class RestoreViewModel {
  step: 'request' | 'reset' = 'request';
  login: string;
  code = '';
  password = '';
  passwordRepeat = '';
  errors: Partial<Record<RestoreField, FieldMessage>> = {};
  notice: RestoreNotice | null = null;
  pending = false;
  readonly timer: ResendCountdown;

  constructor(
    @inject(AuthPort) private readonly auth: AuthPort,
    @inject(AuthFlowStore) private readonly flow: AuthFlowStore,
    @inject(FatalErrorStore) private readonly fatal: FatalErrorStore,
    @inject(ClockPort) clock: ClockPort,
  ) {
    this.login = flow.login;
    this.timer = new ResendCountdown(clock);
    makeAutoObservable<this, 'auth' | 'flow' | 'fatal'>(this, { auth: false, flow: false, fatal: false, timer: false }, { autoBind: true });
  }

  start(): void {
    this.timer.run();
  }

  dispose(): void {
    this.timer.stop();
  }

  set(field: RestoreField, value: string): void {
    this[field] = value;
    this.errors = { ...this.errors, [field]: undefined };
    if (field === 'login') this.flow.rememberLogin(value);
  }

  /** Back to the first step to use another login. */
  changeLogin(): void {
    if (this.pending) return;
    this.step = 'request';
    this.notice = null;
  }

  backToSignIn(): AuthOutcome {
    return 'signIn';
  }

  async requestCode(): Promise<AuthOutcome> {
    if (this.pending) return 'none';
    const login = fieldMessageOf(validateLogin(this.login));
    this.errors = login ? { login } : {};
    return login ? 'none' : this.send();
  }

  async resend(): Promise<AuthOutcome> {
    if (this.pending || this.timer.running) return 'none';
    return this.send();
  }

  async reset(): Promise<AuthOutcome> {
    if (this.pending) return 'none';
    const errors = {
      code: fieldMessageOf(validateOneTimeCode(this.code.trim())),
      password: fieldMessageOf(validatePassword(this.password)),
      passwordRepeat: fieldMessageOf(validatePasswordRepeat(this.passwordRepeat, this.password)),
    };
    this.errors = errors;
    if (errors.code || errors.password || errors.passwordRepeat) return 'none';
    this.pending = true;
    this.notice = null;
    const result = await this.auth.resetPassword({ login: normaliseLogin(this.login), code: this.code.trim(), password: this.password });
    return runInAction((): AuthOutcome => {
      if (!result.ok) return this.fail(result.error);
      this.flow.leaveFlash('passwordChanged');
      return 'signIn';
    });
  }

  private async send(): Promise<AuthOutcome> {
    this.pending = true;
    this.notice = null;
    const result: ApiResult<RestoreCodeSent> = await this.auth.requestRestoreCode(normaliseLogin(this.login));
    return runInAction((): AuthOutcome => {
      if (!result.ok) return this.fail(result.error);
      this.pending = false;
      this.step = 'reset';
      this.notice = 'codeSent';
      this.timer.restart(result.value.resendTime);
      return 'none';
    });
  }

  private fail(error: ApiFailure): AuthOutcome {
    this.pending = false;
    if (this.fatal.report(error)) return 'fatal';
    if (isUnavailable(error)) {
      this.notice = 'unavailable';
      return 'none';
    }
    const wait = resendTimeFromError({ message: error.message, data: error.errorData as { resend_time?: number } });
    if (wait !== undefined) {
      // A code was sent a moment ago: wait for it (or the countdown) on the code step.
      this.timer.restart(wait);
      this.step = 'reset';
    }
    const errors = this.serverFieldErrors(error);
    this.errors = { ...this.errors, ...errors };
    if (wait === undefined && Object.keys(errors).length === 0) this.notice = 'failed';
    return 'none';
  }

  private serverFieldErrors(error: ApiFailure): Partial<Record<RestoreField, FieldMessage>> {
    const first = (name: string) => error.fieldErrors[name]?.[0];
    const out: Partial<Record<RestoreField, FieldMessage>> = {};
    const code = first('code');
    if (code) out.code = { key: oneTimeCodeErrorKey(code) };
    const password = first('password');
    if (password) out.password = serverFieldText('password', password);
    if (first('password_repeat')) out.passwordRepeat = { key: 'passwordsNotEqual' };
    const login = first('login');
    if (login) out.login = serverFieldText('login', login);
    if (out.login) this.step = 'request';
    return out;
  }
}
