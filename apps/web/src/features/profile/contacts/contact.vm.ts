import { CONTACT_CODE_ERROR } from '@casino/domain/errors';
import { CONFIRM_SENT_KEY } from '@casino/domain/hints';
import { contactSaveErrorKey, validateEmail, validateOneTimeCode, validatePhone } from '@casino/domain/validation';
import {
  ClockPort, LocalStoragePort, LoggerPort, ProfilePort, RegistrationDataPort, type ContactType, type PhoneSettings,
  type ProfileContact,
} from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { HintBanners } from '../../../shared/services/hint-banners.ts';
import { ResendCountdown } from '../../../shared/view-model/resend-countdown.ts';
import { resendWait } from '../kit/resend-wait.ts';
import { serverFieldText, type ServerFieldError } from '../../../shared/errors/server-error-text.ts';
import { fieldMessageOf, type FieldMessage } from '../../../shared/forms/field-message.ts';
import { failureNotice, isTransient, type NoticeKind } from '../kit/notice-kind.ts';

/** How long the player waits before asking for another confirmation code. */
export const CONTACT_RESEND_SECONDS = 60;

/** The contact code error: an id the server dictionary can override. */
export type ContactCodeProblem = { readonly id: typeof CONTACT_CODE_ERROR } | FieldMessage;

/**
 * Why the server refused a contact. It names the field `contact` for both kinds, so its code is read as the kind's own
 * (an e-mail already registered, a wrong phone number); without a field error, the kind's save message.
 */
function contactProblem(type: ContactType, error: ServerFieldError | undefined): FieldMessage {
  return error ? serverFieldText(type, error) : { key: contactSaveErrorKey(type) };
}

/**
 * One contact (e-mail or phone): enter, save (clean again once saved, else marked invalid), send a confirmation code
 * (then a resend countdown, and the `confirm_sent` flag the confirm-contacts hint reads), confirm with the code.
 */
@injectable()
export class ContactViewModel {
  type: ContactType = 'email';
  value = '';
  phoneCountry = '';
  saved: ProfileContact | null = null;
  phoneSettings: PhoneSettings | null = null;
  showProblem = false;
  serverProblem: FieldMessage | undefined = undefined;
  pending: 'save' | 'send' | 'confirm' | null = null;
  notice: NoticeKind | null = null;
  codeSent = false;
  code = '';
  codeProblem: ContactCodeProblem | undefined = undefined;
  /** The player typed (or picked a country) since the start: the saved value no longer replaces the field. */
  private edited = false;
  /** What the last start showed: the same card starting again is React putting it back, not a new contact. */
  private startedWith: { readonly type: ContactType; readonly contact: string | null } | null = null;
  readonly countdown: ResendCountdown;

  constructor(
    @inject(ProfilePort) private readonly profile: ProfilePort,
    @inject(RegistrationDataPort) private readonly data: RegistrationDataPort,
    @inject(LocalStoragePort) private readonly storage: LocalStoragePort,
    @inject(ClockPort) clock: ClockPort,
    @inject(LoggerPort) private readonly logger: LoggerPort,
    @inject(HintBanners) private readonly banners: HintBanners,
  ) {
    this.countdown = new ResendCountdown(clock);
    makeAutoObservable<this, 'profile' | 'data' | 'storage' | 'logger' | 'banners' | 'edited' | 'startedWith'>(
      this, { profile: false, data: false, storage: false, logger: false, banners: false, countdown: false, edited: false, startedWith: false }, { autoBind: true },
    );
  }

  /** Starts with the saved contact of a type (if any); a phone also loads the countries of the phone input. */
  async start(type: ContactType, saved: ProfileContact | undefined): Promise<void> {
    const comingBack = this.startedWith?.type === type && this.startedWith.contact === (saved?.contact ?? null);
    this.startedWith = { type, contact: saved?.contact ?? null };
    this.type = type;
    this.saved = saved ?? null;
    // the card coming back after React took it down (`<Activity>`, Fast Refresh) keeps what the player typed
    if (!comingBack) this.edited = false;
    // `dispose()` stopped the ticking when React took the card down (StrictMode, `<Activity>`): a wait still running
    // ticks on, or the resend button would stay disabled under a frozen count
    if (this.countdown.running) this.countdown.run();
    if (type === 'email') {
      if (!this.edited) this.value = saved?.contact ?? '';
      return;
    }
    const settings = await this.data.getPhoneSettings();
    runInAction(() => {
      if (!settings.ok) this.logger.warn('phone settings failed', settings.error);
      this.phoneSettings = settings.ok ? settings.value : null;
      const country = saved?.phoneCountryCode ?? this.phoneSettings?.defaultCountryCode ?? '';
      // the plain field (no country picker) shows while the settings load: what the player typed there meanwhile
      // stays, under the saved or default country
      if (this.edited) {
        this.phoneCountry ||= country;
        return;
      }
      this.phoneCountry = country;
      const dial = this.dialCode;
      const digits = saved?.contact ?? '';
      this.value = dial && digits.startsWith(dial) ? digits.slice(dial.length) : digits;
    });
  }

  get dialCode(): string {
    return this.phoneSettings?.countries.find((c) => c.country_code === this.phoneCountry)?.phone_code.replace(/\D/g, '') ?? '';
  }

  /** What is sent and stored: the e-mail trimmed, or the phone as digits with its dial code. */
  get contact(): string {
    return this.type === 'email' ? this.value.trim() : `${this.dialCode}${this.value.replace(/\D/g, '')}`;
  }

  get dirty(): boolean {
    return this.contact !== (this.saved?.contact ?? '') && this.value.trim() !== '';
  }

  get confirmed(): boolean {
    return this.saved !== null && this.saved.isConfirmed && !this.dirty;
  }

  /** Saved and not confirmed yet: the confirmation steps show. */
  get awaitingConfirmation(): boolean {
    return this.saved !== null && !this.saved.isConfirmed && !this.dirty;
  }

  get problem(): FieldMessage | undefined {
    if (this.serverProblem) return this.serverProblem;
    if (!this.showProblem) return undefined;
    return fieldMessageOf(this.type === 'email' ? validateEmail(this.value) : validatePhone(this.value, this.masks));
  }

  private get masks() {
    const mask = this.phoneSettings?.countries.find((c) => c.country_code === this.phoneCountry)?.mask;
    return mask === undefined ? {} : { masks: mask };
  }

  setValue(value: string, phoneCountry?: string): void {
    this.edited = true;
    this.value = value;
    if (phoneCountry !== undefined) this.phoneCountry = phoneCountry;
    this.serverProblem = undefined;
    this.notice = null;
  }

  async save(): Promise<boolean> {
    if (this.pending || !this.dirty) return false;
    this.showProblem = true;
    if (this.problem) return false;
    const contact = this.contact;
    this.pending = 'save';
    const result = await this.profile.addContact(this.type, contact, this.type === 'phone' ? this.phoneCountry : undefined);
    return runInAction(() => {
      this.pending = null;
      if (result.ok) {
        this.saved = { type: this.type, contact, isConfirmed: false, isSubscribed: this.saved?.isSubscribed ?? true, phoneCountryCode: this.type === 'phone' ? this.phoneCountry : null };
        this.showProblem = false;
        this.codeSent = false;
        this.notice = 'saved';
        return true;
      }
      const notice = failureNotice(result.error);
      if (isTransient(notice)) this.notice = notice;
      else this.serverProblem = contactProblem(this.type, result.error.fieldErrors.contact?.[0]);
      return false;
    });
  }

  /** Sends a confirmation code to the saved contact; again only once the countdown has run out. */
  async sendCode(): Promise<boolean> {
    if (this.pending || !this.awaitingConfirmation || this.countdown.running) return false;
    this.pending = 'send';
    this.notice = null;
    const result = await this.profile.sendConfirmation(this.type);
    return runInAction(() => {
      this.pending = null;
      if (!result.ok) {
        const wait = resendWait(result.error);
        if (wait !== undefined) this.countdown.restart(wait);
        else this.notice = failureNotice(result.error);
        return false;
      }
      this.codeSent = true;
      this.storage.set(CONFIRM_SENT_KEY, true);
      this.banners.dismiss('confirmEmail', 'confirmPhone'); // the hint asked for this
      this.countdown.restart(CONTACT_RESEND_SECONDS);
      return true;
    });
  }

  setCode(code: string): void {
    this.code = code.replace(/\D/g, '').slice(0, 6);
    this.codeProblem = undefined;
  }

  async confirm(): Promise<boolean> {
    if (this.pending || !this.codeSent) return false;
    const rule = validateOneTimeCode(this.code);
    if (!rule.ok) {
      this.codeProblem = fieldMessageOf(rule);
      return false;
    }
    this.pending = 'confirm';
    const result = await this.profile.confirmContact(this.type, this.code);
    return runInAction(() => {
      this.pending = null;
      if (result.ok) {
        this.saved = this.saved && { ...this.saved, isConfirmed: true };
        this.codeSent = false;
        this.code = '';
        this.countdown.stop();
        return true;
      }
      if (result.error.fieldErrors.code) this.codeProblem = { id: CONTACT_CODE_ERROR };
      else this.notice = failureNotice(result.error);
      return false;
    });
  }

  dispose(): void {
    this.countdown.stop();
  }
}
