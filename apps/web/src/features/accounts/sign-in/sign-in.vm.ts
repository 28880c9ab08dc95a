import { buildLoginRequest, enterTwoFactor, isTwoFactorError } from '@casino/domain/auth';
import { exclusionFromError, type SignInRefusal } from '@casino/domain/responsible-gaming';
import { isBlank, validateLogin } from '@casino/domain/validation';
import { AuthPort } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AuthFlowStore, type AuthFlash } from '../dialog/auth-flow.store.ts';
import type { AuthOutcome } from '../panel-kit/auth-outcome.ts';
import { fieldMessageOf, type FieldMessage } from '../../../shared/forms/field-message.ts';
import { authErrorOf, signInNotice, SignInSession, type SignInNotice } from './sign-in-session.ts';

/**
 * The login form: login and password, a notice on failure, the code step when the account asks for it. A submit
 * is sent once: re-entry while pending is ignored. Actions return an outcome; the view follows it.
 */
@injectable()
export class SignInViewModel {
  login: string;
  password = '';
  loginError: FieldMessage | undefined = undefined;
  passwordError: FieldMessage | undefined = undefined;
  notice: SignInNotice | null = null;
  /** With the `excluded` notice: the time-out, self-exclusion or session-limit break in force. */
  exclusion: SignInRefusal | null = null;
  /** A message the previous panel left (the password was changed); shown until the player acts. */
  flash: AuthFlash | null;
  pending = false;

  constructor(
    @inject(AuthPort) private readonly auth: AuthPort,
    @inject(AuthFlowStore) private readonly flow: AuthFlowStore,
    @inject(SignInSession) private readonly signIn: SignInSession,
  ) {
    this.login = flow.login;
    this.flash = flow.flash;
    makeAutoObservable<this, 'auth' | 'flow' | 'signIn'>(this, { auth: false, flow: false, signIn: false }, { autoBind: true });
  }

  setLogin(value: string): void {
    this.login = value;
    this.loginError = undefined;
    this.flow.rememberLogin(value);
  }

  setPassword(value: string): void {
    this.password = value;
    this.passwordError = undefined;
  }

  forgotPassword(): AuthOutcome {
    this.dropFlash();
    return 'restore';
  }

  register(): AuthOutcome {
    this.dropFlash();
    return 'registration';
  }

  /** The social buttons finished a sign-in. */
  socialSignedIn(): AuthOutcome {
    return this.signIn.socialSucceeded();
  }

  async submit(): Promise<AuthOutcome> {
    if (this.pending) return 'none';
    this.loginError = fieldMessageOf(validateLogin(this.login));
    this.passwordError = isBlank(this.password) ? { key: 'insertPassword' } : undefined;
    if (this.loginError || this.passwordError) return 'none';
    this.dropFlash();
    this.pending = true;
    this.notice = null;
    const credentials = { login: this.login, password: this.password };
    const result = await this.auth.signIn(buildLoginRequest(credentials));
    return runInAction((): AuthOutcome => {
      if (result.ok && result.value.kind === 'signedIn') return this.signIn.succeed(result.value.account);
      this.pending = false;
      if (result.ok && result.value.kind === 'twoFactor') return this.toTwoFactor(result.value.state);
      if (result.ok) return 'none';
      if (isTwoFactorError(authErrorOf(result.error))) return this.toTwoFactor(enterTwoFactor(credentials, authErrorOf(result.error)));
      const outcome = this.signIn.failed(result.error);
      if (outcome === 'none') this.notice = signInNotice(result.error);
      this.exclusion = exclusionFromError(result.error.type, result.error.errorData) ?? null;
      return outcome;
    });
  }

  private dropFlash(): void {
    this.flash = null;
    this.flow.takeFlash();
  }

  private toTwoFactor(state: Parameters<AuthFlowStore['enterTwoFactor']>[0]): AuthOutcome {
    this.flow.enterTwoFactor(state);
    return 'twoFactor';
  }
}
