import { AuthPort, buildLoginRequest, enterTwoFactor, isBlank, isTwoFactorError, validateLogin } from '@casino/domain';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AuthFlowStore, type AuthFlash } from '../dialog/auth-flow.store.ts';
import type { AuthPanelProps } from '../form-kit/auth-panel.ts';
import { fieldMessageOf, type FieldMessage } from '../form-kit/field-message.model.ts';
import { authErrorOf, signInNotice, SignInSession, type SignInNotice } from './sign-in-session.ts';

/**
 * The login form (spec part 1 §2.5, §4.2): login and password, a notice on failure, the code step when the
 * account asks for it. A submit is sent once: re-entry while pending is ignored.
 */
@injectable()
export class SignInViewModel {
  login: string;
  password = '';
  loginError: FieldMessage | undefined = undefined;
  passwordError: FieldMessage | undefined = undefined;
  notice: SignInNotice | null = null;
  /** A message the previous panel left (the password was changed); shown until the player acts. */
  flash: AuthFlash | null;
  pending = false;
  private panel: AuthPanelProps | null = null;

  constructor(
    @inject(AuthPort) private readonly auth: AuthPort,
    @inject(AuthFlowStore) private readonly flow: AuthFlowStore,
    @inject(SignInSession) private readonly signIn: SignInSession,
  ) {
    this.login = flow.login;
    this.flash = flow.flash;
    makeAutoObservable<this, 'auth' | 'flow' | 'signIn' | 'panel'>(this, { auth: false, flow: false, signIn: false, panel: false }, { autoBind: true });
  }

  /** The panel's props (navigate, close, embedded, onSignedIn), handed over by the view on each render. */
  attach(panel: AuthPanelProps): void {
    this.panel = panel;
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

  forgotPassword(): void {
    this.dropFlash();
    this.panel?.navigate('restore');
  }

  register(): void {
    this.dropFlash();
    this.panel?.navigate('registration');
  }

  /** The social buttons finished a sign-in. */
  socialSignedIn(): void {
    this.signIn.socialSucceeded(this.panel);
  }

  async submit(): Promise<void> {
    if (this.pending) return;
    this.loginError = fieldMessageOf(validateLogin(this.login));
    this.passwordError = isBlank(this.password) ? { key: 'insertPassword' } : undefined;
    if (this.loginError || this.passwordError) return;
    this.dropFlash();
    this.pending = true;
    this.notice = null;
    const credentials = { login: this.login, password: this.password };
    const result = await this.auth.signIn(buildLoginRequest(credentials));
    runInAction(() => {
      if (result.ok && result.value.kind === 'signedIn') return this.signIn.succeed(result.value.account, this.panel);
      this.pending = false;
      if (result.ok && result.value.kind === 'twoFactor') return this.toTwoFactor(result.value.state);
      if (result.ok) return;
      if (isTwoFactorError(authErrorOf(result.error))) return this.toTwoFactor(enterTwoFactor(credentials, authErrorOf(result.error)));
      if (!this.signIn.failed(result.error, this.panel)) this.notice = signInNotice(result.error);
    });
  }

  private dropFlash(): void {
    this.flash = null;
    this.flow.takeFlash();
  }

  private toTwoFactor(state: Parameters<AuthFlowStore['enterTwoFactor']>[0]): void {
    this.flow.enterTwoFactor(state);
    this.panel?.navigate('twofa');
  }
}
