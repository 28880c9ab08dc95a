import type { AuthErrorLike } from '@casino/domain/auth';
import { exclusionFromError } from '@casino/domain/responsible-gaming';
import { AnalyticsPort, type PlayerAccount, type ApiFailure } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { FatalErrorStore } from '../../../shared/stores/fatal-error.store.ts';
import { PromotionStore } from '../../../shared/stores/promotion.store.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { AuthFlowStore } from '../dialog/auth-flow.store.ts';
import { isUnavailable } from '../../../shared/forms/unavailable.ts';
import type { AuthOutcome } from '../panel-kit/auth-outcome.ts';

/**
 * A notice above the sign-in form: a wrong login or password ("wrong enter"), the server could not be reached,
 * or the account is in a time-out or self-exclusion the player chose (the notice says until when).
 */
export type SignInNotice = 'wrongEnter' | 'unavailable' | 'excluded';

export const signInNotice = (error: ApiFailure): SignInNotice =>
  error.type === 'UserSelfExcludedException' ? 'excluded' : isUnavailable(error) ? 'unavailable' : 'wrongEnter';

/** The fields of a failure the domain's two-factor rules read. */
export const authErrorOf = (error: ApiFailure): AuthErrorLike => ({
  type: error.type,
  message: error.message,
  data: error.errorData as AuthErrorLike['data'],
});

/**
 * What sign-in and the code step do with an answer: on success the session takes the account (analytics identify),
 * account info and balances reload, and the outcome says whether the account is complete; an incomplete one
 * continues in the social registration form. A fatal failure (a banned player) shows the shell's page for it.
 */
@injectable()
export class SignInSession {
  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(FatalErrorStore) private readonly fatal: FatalErrorStore,
    @inject(AuthFlowStore) private readonly flow: AuthFlowStore,
    @inject(AnalyticsPort) private readonly analytics: AnalyticsPort,
    @inject(PromotionStore) private readonly promotion: PromotionStore,
  ) {}

  succeed(account: PlayerAccount): AuthOutcome {
    this.flow.reset();
    this.session.setAccount(account);
    void this.session.load();
    return outcomeOf(account);
  }

  /** After a social sign-in (the social feature has already refreshed the session). */
  socialSucceeded(): AuthOutcome {
    return this.session.account ? outcomeOf(this.session.account) : 'dismissed';
  }

  /**
   * Login errors are tracked with their code; 'fatal' when the failure replaced the screen, else 'none'. A refusal
   * for a break (taken on another device, say) pauses promotion in this browser until the break ends.
   */
  failed(error: ApiFailure): AuthOutcome {
    this.analytics.track('login_error', { code: error.type, status: error.status });
    const refusal = exclusionFromError(error.type, error.errorData);
    if (refusal) this.promotion.signInRefused(refusal);
    return this.fatal.report(error) ? 'fatal' : 'none';
  }
}

const outcomeOf = (account: PlayerAccount): AuthOutcome => (account.isRegistrationCompleted ? 'signedIn' : 'incomplete');
