import { AnalyticsPort, type AccountInfo, type ApiFailure, type AuthErrorLike } from '@casino/domain';
import { inject, injectable } from 'inversify';
import { FatalErrorStore } from '../../../shared/stores/fatal-error.store.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { AuthFlowStore } from '../dialog/auth-flow.store.ts';
import type { AuthPanelProps } from '../form-kit/auth-panel.ts';

/** A notice above the sign-in form: the spec's "wrong enter" (§8), or the server could not be reached. */
export type SignInNotice = 'wrongEnter' | 'unavailable';

/** No answer, or the server failed: not the player's mistake, so not "wrong login or password". */
export const isUnavailable = (error: ApiFailure): boolean => error.status === 0 || error.status >= 500;

export const signInNotice = (error: ApiFailure): SignInNotice => (isUnavailable(error) ? 'unavailable' : 'wrongEnter');

/** The fields of a failure the domain's two-factor rules read. */
export const authErrorOf = (error: ApiFailure): AuthErrorLike => ({
  type: error.type,
  message: error.message,
  data: error.errorData as AuthErrorLike['data'],
});

/**
 * What sign-in and the code step do with an answer (spec part 1 §4.2, §8): on success the session takes the
 * account (analytics identify), account info and balances reload, and the dialog closes (or the embedded page is
 * told); an incomplete registration continues in the social registration form. Fatal failures (a banned player)
 * show the page the shell has for them.
 */
@injectable()
export class SignInSession {
  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(FatalErrorStore) private readonly fatal: FatalErrorStore,
    @inject(AuthFlowStore) private readonly flow: AuthFlowStore,
    @inject(AnalyticsPort) private readonly analytics: AnalyticsPort,
  ) {}

  succeed(account: AccountInfo, panel: AuthPanelProps | null): void {
    this.flow.reset();
    this.session.setAccount(account);
    void this.session.load();
    this.leave(account, panel);
  }

  /** After a social sign-in (the social feature has already refreshed the session). */
  socialSucceeded(panel: AuthPanelProps | null): void {
    if (this.session.account) this.leave(this.session.account, panel);
    else panel?.close();
  }

  private leave(account: AccountInfo, panel: AuthPanelProps | null): void {
    // An incomplete registration continues in the completion form: on the embedded page in place; in the app the
    // registration feature opens its non-closable dialog for any incomplete session (SocialCompletionService).
    if (!account.isRegistrationCompleted && panel?.embedded) return panel.navigate('socialRegistration');
    panel?.close();
    if (account.isRegistrationCompleted) panel?.onSignedIn?.();
  }

  /** Login errors are tracked with their code (spec part 1 §8); true when the failure replaced the screen. */
  failed(error: ApiFailure, panel: AuthPanelProps | null): boolean {
    this.analytics.track('login_error', { code: error.type, status: error.status });
    if (!this.fatal.report(error)) return false;
    panel?.close();
    return true;
  }
}
