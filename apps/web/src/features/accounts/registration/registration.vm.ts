import { PROMO_CODE_STORAGE_KEY, resolvePromoCode } from '@casino/domain/bonuses';
import {
  BETTING_CHOICE_STORAGE_KEY, buildRegistrationSchema, canSubmitRegistration, completionDefinitions, contactsOfLogin,
  isSocialSignUpBlocked, isSubmitDisabled, PROMO_FIELD, readRegistrationSettings, registrationDefinitions,
  validateRegistration, birthDateBounds, type RegistrationAuthType, type RegistrationSchema,
} from '@casino/domain/registration';
import { lastQueryValue, type QueryLike } from '@casino/domain/routing';
import {
  AnalyticsPort, AuthPort, ClockPort, LocalStoragePort, LoggerPort, RegistrationDataPort, type ApiFailure,
} from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ContentStore } from '../../../shared/stores/content.store.ts';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import type { AuthOutcome } from '../panel-kit/auth-outcome.ts';
import { PromoCodeModel } from './promo-code.model.ts';
import { applyFailure, type RegistrationNotice } from './registration-failure.ts';
import { presetDefaults, resetAfterCountryChange } from './registration-defaults.ts';
import { isCountryField, RegistrationFieldsModel } from './registration-fields.model.ts';
import { RegistrationForm, type RegistrationProblem } from './registration-form.ts';
import { registrationPayload } from './registration-payload.ts';
import { RegistrationSuccess, type RegistrationDone } from './registration-success.ts';

export type { RegistrationNotice };

/**
 * Where the form was opened: the address (promo_code, redirectUrl), whether it completes a social sign-up and
 * whether it is on an embedded form page.
 */
export interface RegistrationStart {
  readonly social?: boolean;
  readonly embedded?: boolean;
  readonly query?: QueryLike;
  readonly origin?: string;
}

/**
 * The registration form: tabs per configured auth type, fields from the tab's list and the country's definitions,
 * validation per strategy, the promo check, terms, notify, the bettor question, submit once, server errors on
 * their fields or a general notice, then the success steps. Actions return an outcome; the view follows it.
 */
@injectable()
export class RegistrationViewModel {
  authTypeId: string | undefined = undefined;
  social = false;
  notice: RegistrationNotice | null = null;
  status: 'idle' | 'submitting' | 'done' = 'idle';
  readonly form = new RegistrationForm(() => this.settings.strategy);
  readonly fields: RegistrationFieldsModel;
  readonly promo: PromoCodeModel;
  private embedded = false;
  private registered: RegistrationDone | null = null;
  private query: QueryLike = {};
  private origin = '';
  private started = false;

  constructor(
    @inject(ContentStore) private readonly content: ContentStore,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(LocaleStore) private readonly locale: LocaleStore,
    @inject(AuthPort) private readonly auth: AuthPort,
    @inject(RegistrationDataPort) data: RegistrationDataPort,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(LoggerPort) logger: LoggerPort,
    @inject(AnalyticsPort) private readonly analytics: AnalyticsPort,
    @inject(LocalStoragePort) private readonly storage: LocalStoragePort,
    @inject(RegistrationSuccess) private readonly success: RegistrationSuccess,
  ) {
    this.fields = new RegistrationFieldsModel(data, logger);
    const plain = buildRegistrationSchema([], this.settings.config);
    this.promo = new PromoCodeModel(data, clock, logger, plain.promo.openByDefault);
    this.form.terms = plain.terms.defaultValue;
    this.form.notify = plain.notify.defaultValue;
    this.form.betting = storage.get<boolean>(BETTING_CHOICE_STORAGE_KEY) ?? plain.betting.defaultValue;
    makeAutoObservable<this, 'content' | 'session' | 'locale' | 'auth' | 'clock' | 'analytics' | 'storage' | 'success' | 'registered' | 'started'>(
      this,
      { content: false, session: false, locale: false, auth: false, clock: false, analytics: false, storage: false, success: false, registered: false, started: false, form: false, fields: false, promo: false },
      { autoBind: true },
    );
  }

  /**
   * The view's effect: reads the address (promo_code replaces the stored code) and loads the fields. React runs the
   * effect again on this same view-model after taking the form down (StrictMode's second mount, `<Activity>`): the
   * address was read the first time and what the player typed since stays; what `dispose()` stopped starts again.
   */
  start(input: RegistrationStart = {}): Promise<boolean> {
    this.promo.resume();
    if (!this.started) {
      this.started = true;
      this.social = input.social === true;
      this.embedded = input.embedded === true;
      this.query = input.query ?? {};
      this.origin = input.origin ?? '';
      const promo = resolvePromoCode(this.query, this.storage.get<string>(PROMO_CODE_STORAGE_KEY));
      if (promo.store && promo.code) this.storage.set(PROMO_CODE_STORAGE_KEY, promo.code);
      if (promo.code && this.schema.promo.visible) this.promo.prefill(promo.code);
    }
    return this.load();
  }

  get settings() {
    return readRegistrationSettings(this.content.config.sections);
  }

  get selectedTab(): RegistrationAuthType | undefined {
    const forms = (this.settings.config.authTypes ?? []).filter((t) => t.component !== 'social');
    return forms.find((t) => t.id === this.authTypeId) ?? forms[0];
  }

  get schema(): RegistrationSchema {
    const tab = this.selectedTab;
    let defs = registrationDefinitions(tab ? this.settings.fieldLists[tab.id] : undefined, this.fields.definitions, tab?.field);
    if (this.social) defs = completionDefinitions(defs, contactsOfLogin(this.session.account?.login));
    return buildRegistrationSchema(defs, this.settings.config, tab ? { authTypeId: tab.id } : {});
  }

  /** The switcher's tabs: shown when several non-social types are configured (never when completing). */
  get tabs(): readonly RegistrationAuthType[] {
    return !this.social && this.schema.tabs.length > 1 ? this.schema.tabs : [];
  }

  get showSocialButtons(): boolean {
    return !this.social && this.schema.social;
  }

  get ruleErrors() {
    const fields = this.schema.fields.map((f) => (f.rule === 'phone' ? { ...f, mask: this.fields.phoneCountry(this.form.phone.country)?.masks ?? [] } : f));
    const values: Record<string, string | boolean> = { ...this.form.values, terms: this.form.terms };
    for (const f of fields) if (f.rule === 'phone') values[f.name] = this.form.phone.digits;
    return validateRegistration({ ...this.schema, fields }, values, { date: birthDateBounds(this.clock.now()) });
  }

  /** Invalid fields, the promo code included when it cannot be used (alone it does not stop a submit). */
  get errorNames(): string[] {
    const names = Object.keys(this.ruleErrors);
    return this.promo.errorCode ? [...names, PROMO_FIELD] : names;
  }

  get submitDisabled(): boolean {
    if (this.fields.status !== 'ready' || this.status !== 'idle') return true;
    return isSubmitDisabled({ strategy: this.settings.strategy, errors: this.errorNames, dirty: this.form.dirty });
  }

  problem(name: string): RegistrationProblem | undefined {
    return this.form.problem(name, this.ruleErrors);
  }

  get socialBlocked(): boolean {
    return isSocialSignUpBlocked(this.schema.terms, this.form.terms);
  }

  selectTab(id: string): void {
    this.authTypeId = id;
  }

  setValue(name: string, value: string): void {
    const previous = this.form.value(name);
    this.form.change(name, value);
    const def = this.fields.definition(name);
    if (def && isCountryField(def) && value !== previous) void this.changeCountry(value);
  }

  setPhone(country: string, digits: string, name: string): void {
    this.form.changePhone({ country, digits }, name);
  }

  setBetting(betting: boolean): void {
    this.form.setBetting(betting);
    this.storage.set(BETTING_CHOICE_STORAGE_KEY, betting);
  }

  /** Loads (or reloads after a failure) the fields of the chosen country. */
  async load(): Promise<boolean> {
    const country = this.form.value('country_code') || this.form.value('country') || this.session.account?.countryCode || undefined;
    const loaded = await this.fields.load(country);
    if (loaded) runInAction(() => {
      presetDefaults(this.form, this.fields, this.settings, this.session.account?.balances.main.currency ?? this.session.general?.defaultCurrency, country);
      if (!this.form.phone.country) this.form.phone = { country: this.fields.defaultPhoneCountry, digits: '' };
    });
    return loaded;
  }

  /** Sends the form; 'registered' once the account is set (then follow it and run `welcome()`). */
  async submit(): Promise<AuthOutcome> {
    if (this.status !== 'idle' || this.fields.status !== 'ready') return 'none';
    this.analytics.track('sign_up_click', { auth_type: this.authType });
    this.form.markSubmitted();
    this.notice = null;
    if (!canSubmitRegistration(this.errorNames)) return 'none';
    this.status = 'submitting';
    const result = await this.auth.register(registrationPayload(this.schema, this.form, this.promo, this.fields, this.locale.current));
    if (!result.ok) return runInAction(() => this.fail(result.error));
    return runInAction(() => {
      this.status = 'done';
      this.registered = {
        account: result.value, authType: this.authType, email: this.form.value('email'), promoCode: this.promoToActivate,
        confirmEmailPopup: this.settings.confirmEmailPopup, redirectUrl: lastQueryValue(this.query, 'redirectUrl'), origin: this.origin, embedded: this.embedded,
      };
      return this.success.enter(this.registered);
    });
  }

  /** The success steps after 'registered': popups, the promo code, the next page. */
  async welcome(): Promise<AuthOutcome> {
    return this.registered ? this.success.welcome(this.registered) : 'none';
  }

  /** The "Sign in" link. */
  signIn(): AuthOutcome {
    return 'signIn';
  }

  /** The social buttons finished a sign-up (the social feature has refreshed the session). */
  socialSignedIn(): AuthOutcome {
    return 'signedIn';
  }

  dispose(): void {
    this.promo.dispose();
    this.fields.dispose();
  }

  /** The form's promo code; without a promo field, the stored one (it was kept from the address). */
  private get promoToActivate(): string {
    return this.schema.promo.visible ? this.promo.code : (this.storage.get<string>(PROMO_CODE_STORAGE_KEY) ?? '');
  }

  private get authType(): string {
    return this.social ? 'social' : (this.selectedTab?.id ?? 'form');
  }

  private async changeCountry(country: string): Promise<void> {
    if (await this.fields.load(country)) runInAction(() => resetAfterCountryChange(this.form, this.fields, this.settings));
  }

  private fail(error: ApiFailure): AuthOutcome {
    this.status = 'idle';
    this.analytics.track('registration_error', { code: error.type, status: error.status });
    this.notice = applyFailure(error, this.schema.fields.map((f) => f.name), this.form, this.promo);
    return 'none';
  }
}

