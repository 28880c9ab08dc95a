import { PROMO_CODE_STORAGE_KEY } from '@casino/domain/bonuses';
import {
  BETTING_CHOICE_STORAGE_KEY, registrationSuccessTarget, type ConfirmEmailPopupConfig,
} from '@casino/domain/registration';
import { safeRedirectPath } from '@casino/domain/routing';
import {
  AnalyticsPort, LocalStoragePort, LoggerPort, RegistrationDataPort, type PlayerAccount,
} from '@casino/domain/ports';
import { inject, injectable, optional } from 'inversify';
import { AppNavigator } from '../../../shared/services/navigator.ts';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import type { AuthOutcome } from '../panel-kit/auth-outcome.ts';
import { CampaignPopups } from '../../campaign-popups/index.ts';
import { UnseenCashbackPopupSlot, type UnseenCashbackPopup } from '../slots.ts';
import { RegistrationPopups } from './registration-popups.ts';

export interface RegistrationDone {
  readonly account: PlayerAccount;
  readonly authType: string;
  /** The e-mail registered with (the confirmation popup asks to confirm it). */
  readonly email: string;
  readonly promoCode: string;
  readonly confirmEmailPopup: ConfirmEmailPopupConfig | null;
  /** `redirectUrl` of the address, followed only when same-origin. */
  readonly redirectUrl: string | undefined;
  readonly origin: string;
  /** On an embedded form page the host page decides where to go next. */
  readonly embedded: boolean;
}

/**
 * After a successful registration, in two steps with the dialog closing between them: `enter` (analytics, the
 * stored betting choice and promo code cleared, the session set), then `welcome` (the confirmation /
 * unseen-cashback / campaign popups queued, the promo code activated, then the cashier deposit page or the
 * same-origin redirect URL). The popups are queued after the close so they show on the page, not under the dialog.
 */
@injectable()
export class RegistrationSuccess {
  constructor(
    @inject(AnalyticsPort) private readonly analytics: AnalyticsPort,
    @inject(LocalStoragePort) private readonly storage: LocalStoragePort,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(RegistrationPopups) private readonly popups: RegistrationPopups,
    @inject(CampaignPopups) private readonly campaigns: CampaignPopups,
    @inject(RegistrationDataPort) private readonly data: RegistrationDataPort,
    @inject(AppNavigator) private readonly navigator: AppNavigator,
    @inject(LocaleStore) private readonly locale: LocaleStore,
    @inject(LoggerPort) private readonly logger: LoggerPort,
    // filled by the bonuses feature when it is in the app
    @inject(UnseenCashbackPopupSlot) @optional() private readonly unseenCashback?: UnseenCashbackPopup,
  ) {}

  enter(done: RegistrationDone): AuthOutcome {
    this.analytics.track('registration_success', { auth_type: done.authType });
    this.storage.remove(BETTING_CHOICE_STORAGE_KEY);
    this.storage.remove(PROMO_CODE_STORAGE_KEY);
    this.session.setAccount(done.account);
    return 'registered';
  }

  async welcome(done: RegistrationDone): Promise<AuthOutcome> {
    if (done.email && done.confirmEmailPopup) await this.popups.queueConfirmEmail(done.confirmEmailPopup).catch((e: unknown) => this.logger.warn('confirm e-mail popup failed', e));
    await this.unseenCashback?.queueIfUnseen();
    // campaign popups follow route changes but not on the deposit page we go to next: queue them now
    void this.campaigns.afterNavigation({ path: '/', hash: '', query: {} });
    if (done.promoCode) {
      const activated = await this.data.activatePromoCode(done.promoCode);
      if (!activated.ok) this.logger.warn('promo code activation after registration failed', activated.error);
    }
    if (!done.embedded) this.navigator.navigate(this.target(done));
    return 'welcomed';
  }

  private target(done: RegistrationDone): string {
    const redirect = done.redirectUrl ? safeRedirectPath(done.redirectUrl, done.origin, '') : '';
    return redirect || this.locale.localize(registrationSuccessTarget(null));
  }
}
