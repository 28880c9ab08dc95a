import { validateFakename } from '@casino/domain/validation';
import { AccountPort, LoggerPort, ProfilePort } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction, toJS } from 'mobx';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { serverFieldTexts } from '../../../shared/errors/server-error-text.ts';
import { fieldMessageOf, type FieldMessage } from '../../../shared/forms/field-message.ts';
import { failureNotice, type NoticeKind } from '../kit/notice-kind.ts';

type Section = 'fakename' | 'locale' | 'currency';

/**
 * The account's own settings beside the personal data: the public nickname, the site language (saved on the account,
 * then the site switches to it) and the currency (the backend refuses a change once money has moved).
 */
@injectable()
export class AccountSettingsViewModel {
  fakename: string;
  fakenameTouched = false;
  currency: string;
  pending: Section | null = null;
  errors: Partial<Record<Section, FieldMessage>> = {};
  notices: Partial<Record<Section, NoticeKind>> = {};

  constructor(
    @inject(ProfilePort) private readonly profile: ProfilePort,
    @inject(AccountPort) private readonly account: AccountPort,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {
    this.fakename = session.account?.fakename ?? '';
    this.currency = session.balances?.main.currency ?? '';
    makeAutoObservable<this, 'profile' | 'account' | 'session' | 'logger'>(this, { profile: false, account: false, session: false, logger: false }, { autoBind: true });
  }

  get currencies(): readonly string[] {
    return this.session.general?.availableCurrencies ?? [];
  }

  get currentCurrency(): string {
    return this.session.balances?.main.currency ?? '';
  }

  setFakename(value: string): void {
    this.fakename = value;
    delete this.errors.fakename;
    delete this.notices.fakename;
  }

  get fakenameProblem(): FieldMessage | undefined {
    return this.errors.fakename ?? (this.fakenameTouched ? fieldMessageOf(validateFakename(this.fakename)) : undefined);
  }

  get fakenameDirty(): boolean {
    return this.fakename !== (this.session.account?.fakename ?? '');
  }

  async saveFakename(): Promise<boolean> {
    if (this.pending) return false;
    this.fakenameTouched = true;
    if (!validateFakename(this.fakename).ok) return false;
    const fakename = this.fakename;
    this.pending = 'fakename';
    const result = await this.profile.changeFakename(fakename);
    return runInAction(() => {
      this.pending = null;
      if (result.ok) {
        if (this.session.account) this.session.setAccount({ ...toJS(this.session.account), fakename });
        this.notices.fakename = 'saved';
        return true;
      }
      const message = serverFieldTexts(result.error).fakename;
      if (message) this.errors.fakename = message;
      else this.notices.fakename = failureNotice(result.error);
      return false;
    });
  }

  /** Saves the language on the account; the caller then switches the site to it (true) or stays (false). */
  async changeLocale(locale: string): Promise<boolean> {
    if (this.pending) return false;
    this.pending = 'locale';
    delete this.notices.locale;
    const result = await this.account.changeLocale(locale);
    return runInAction(() => {
      this.pending = null;
      if (!result.ok) {
        this.logger.warn('locale change failed', result.error);
        this.notices.locale = failureNotice(result.error);
        return false;
      }
      this.session.setLocale(locale);
      return true;
    });
  }

  setCurrency(currency: string): void {
    this.currency = currency;
    delete this.errors.currency;
    delete this.notices.currency;
  }

  async saveCurrency(): Promise<boolean> {
    if (this.pending || !this.currency || this.currency === this.currentCurrency) return false;
    this.pending = 'currency';
    const result = await this.profile.setCurrency(this.currency);
    if (result.ok) await this.session.refreshBalance();
    return runInAction(() => {
      this.pending = null;
      if (result.ok) {
        this.notices.currency = 'saved';
        return true;
      }
      const message = serverFieldTexts(result.error).currency;
      if (message) this.errors.currency = message;
      else this.notices.currency = failureNotice(result.error);
      return false;
    });
  }
}
