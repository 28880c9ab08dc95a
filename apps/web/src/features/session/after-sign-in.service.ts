import {
  CONFIRM_CONTACTS_HINT_MS, CONFIRM_SENT_KEY, loginContact, showConfirmContactsHint, showRegistrationHint,
  type LoginContact,
} from '@casino/domain/hints';
import { resolveLocale } from '@casino/domain/locale';
import { AccountPort, ClockPort, LocalStoragePort, LoggerPort, type PlayerAccount } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { AppNavigator } from '../../shared/services/navigator.ts';
import { ContentStore } from '../../shared/stores/content.store.ts';
import { LocaleStore } from '../../shared/stores/locale.store.ts';
import { PromotionStore } from '../../shared/stores/promotion.store.ts';
import { SessionStore } from '../../shared/stores/session.store.ts';
import { SessionNotices } from './session-notices.ts';

export interface AfterSignInInput {
  /** Path and query of the page now (read when the locale switch navigates). */
  readonly currentPath: () => string;
  /** The sign-in happened in another tab: the locale follows, the hints show only where the player signed in. */
  readonly fromOtherTab: boolean;
}

/**
 * What follows a sign-in: under the platform locale strategy the account's locale wins
 * (the page switches to it, keeping the path); the registration hint (2 hours after registration, no deposit yet)
 * and the confirm-contacts hint (5 days, login contact unconfirmed, no confirm_sent flag). The registration hint
 * asks for a first deposit: it waits while promotion is paused in this browser (`PromotionStore`); the
 * confirm-contacts hint keeps the account safe and is no promotion.
 */
@injectable()
export class AfterSignInService {
  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(LocaleStore) private readonly locale: LocaleStore,
    @inject(ContentStore) private readonly content: ContentStore,
    @inject(AppNavigator) private readonly navigator: AppNavigator,
    @inject(AccountPort) private readonly account: AccountPort,
    @inject(LocalStoragePort) private readonly storage: LocalStoragePort,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(LoggerPort) private readonly logger: LoggerPort,
    @inject(SessionNotices) private readonly notices: SessionNotices,
    @inject(PromotionStore) private readonly promotion: PromotionStore,
  ) {}

  async run(input: AfterSignInInput): Promise<void> {
    const account = this.session.account;
    if (!account || account.uid <= 0) return;
    await this.syncLocale(account, input.currentPath);
    if (!input.fromOtherTab) await this.showHints(account);
  }

  /** The account's locale wins for the platform strategy; the page switches to it keeping its path. */
  async syncLocale(account: PlayerAccount, currentPath: () => string): Promise<void> {
    if (this.content.config.localeStrategy !== 'platform') return;
    const resolved = resolveLocale({
      strategy: 'platform',
      authenticated: true,
      accountLocale: account.locale,
      urlLocale: this.locale.current,
      available: this.locale.codes,
      defaultLocale: this.locale.defaultLocale,
    });
    if (resolved.source !== 'account' || resolved.locale === this.locale.current) return;
    await this.locale.activate(resolved.locale);
    await this.content.load(resolved.locale);
    // the locale is active already, so the route loader's URL-locale follow-up has nothing left to do
    this.navigator.navigate(this.locale.switchPath(currentPath(), resolved.locale));
  }

  async showHints(account: PlayerAccount): Promise<void> {
    const registeredAt = account.regTime;
    if (registeredAt === null) return;
    const now = this.clock.now();
    if (this.promotion.allowed && showRegistrationHint({ registeredAt, hasDeposit: false, now })) {
      const deposit = await this.account.hasDeposit();
      if (!deposit.ok) this.logger.warn('first-deposit check failed', deposit.error);
      else if (showRegistrationHint({ registeredAt, hasDeposit: deposit.value, now })) this.notices.registrationHint();
    }
    const confirmSent = Boolean(this.storage.get(CONFIRM_SENT_KEY));
    const age = now - registeredAt;
    if (confirmSent || age < 0 || age >= CONFIRM_CONTACTS_HINT_MS) return;
    const result = await this.account.getContacts();
    if (!result.ok) return this.logger.warn('contacts could not be loaded', result.error);
    const contacts: LoginContact[] = result.value.map((c) => ({ type: c.type, contact: c.contact, is_confirmed: c.isConfirmed }));
    if (!showConfirmContactsHint({ registeredAt, now, login: account.login, contacts, confirmSent })) return;
    this.notices.confirmContactsHint(loginContact(account.login, contacts)?.type ?? 'email');
  }
}
