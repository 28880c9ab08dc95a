import { regionAfterCountryChange, type FieldOption, type FormFieldDefinition } from '@casino/domain/registration';
import { ClockPort, LoggerPort, ProfilePort, RegistrationDataPort, type ProfileValueName } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { serverFieldTexts } from '../../../shared/errors/server-error-text.ts';
import { fieldMessageOf, type FieldMessage } from '../../../shared/forms/field-message.ts';
import { failureNotice, type NoticeKind } from '../kit/notice-kind.ts';
import { Loads } from '../../../shared/view-model/loads.ts';
import { personalFields, toApiValue, toDisplayDate, validatePersonalField, type PersonalField } from './personal-fields.ts';

type Values = Record<ProfileValueName, string>;

/**
 * The personal data form: the profile's values with the fields the player's country requires (refetched when the
 * country changes), checked by the field rules, saved with `saveProfileInfo`. A failed save keeps every value typed
 * and puts the server's field errors on their fields.
 */
@injectable()
export class PersonalDataViewModel {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  fieldsStatus: 'loading' | 'ready' | 'failed' = 'loading';
  /** The country's fields have answered once (or failed): the form's height is known from then on. */
  private fieldsKnown = false;
  definitions: readonly FormFieldDefinition[] = [];
  values: Values | null = null;
  private saved: Values | null = null;
  serverErrors: Record<string, FieldMessage> = {};
  showErrors = false;
  saving = false;
  notice: NoticeKind | null = null;
  private readonly loads = new Loads();

  constructor(
    @inject(ProfilePort) private readonly profile: ProfilePort,
    @inject(RegistrationDataPort) private readonly data: RegistrationDataPort,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {
    makeAutoObservable<this, 'profile' | 'data' | 'clock' | 'logger' | 'loads' | 'fieldsKnown'>(
      this, { profile: false, data: false, clock: false, logger: false, loads: false, fieldsKnown: observable }, { autoBind: true },
    );
  }

  /**
   * Loads the profile, then the fields of its country. A re-read (the screen coming back after React took it down:
   * `<Activity>`, Fast Refresh) keeps the form on screen and keeps what the player typed and has not saved yet.
   */
  async load(): Promise<void> {
    if (this.status !== 'ready') this.status = 'loading';
    const signal = this.loads.begin('profile');
    const result = await this.profile.getProfile(signal);
    const values = runInAction(() => {
      if (signal.aborted) return null;
      if (!result.ok) {
        this.logger.warn('profile failed', result.error);
        this.status = 'failed';
        return null;
      }
      const loaded = { ...result.value.values, birth_date: toDisplayDate(result.value.values.birth_date) };
      if (!this.dirty) this.values = loaded;
      this.saved = { ...loaded };
      this.status = 'ready';
      return this.values;
    });
    if (values) await this.loadFields(values.country_code);
  }

  /**
   * The form's placeholder shows: until the profile and then its country's fields have first answered. The form
   * without its fields is a Save button, and the fields arriving a moment later pushed the sections under it down.
   */
  get placeholder(): boolean {
    return this.status === 'loading' || (this.status === 'ready' && !this.fieldsKnown);
  }

  /** The definitions of a country; a newer request supersedes an older one, a failure keeps the previous fields. */
  async loadFields(country: string): Promise<void> {
    const signal = this.loads.begin('fields');
    this.fieldsStatus = 'loading';
    const result = await this.data.getPersonalDataFields(country || undefined, signal);
    runInAction(() => {
      if (signal.aborted) return;
      this.fieldsKnown = true;
      if (result.ok) this.definitions = result.value;
      else this.logger.warn('personal data fields failed', result.error);
      this.fieldsStatus = result.ok ? 'ready' : 'failed';
      if (result.ok && this.values && this.fields.some((f) => f.name === 'region')) {
        const ids = this.options('region').map((o) => String(o.id));
        if (!ids.includes(this.values.region)) this.values.region = regionAfterCountryChange(this.options('region'));
      }
    });
  }

  get fields(): PersonalField[] {
    return personalFields(this.definitions);
  }

  options(name: string): readonly FieldOption[] {
    return this.definitions.find((d) => d.sysname === name || (name === 'country_code' && d.sysname === 'country'))?.options?.list ?? [];
  }

  value(name: ProfileValueName): string {
    return this.values?.[name] ?? '';
  }

  setValue(name: ProfileValueName, value: string): void {
    if (!this.values) return;
    const changedCountry = name === 'country_code' && value !== this.values.country_code;
    this.values[name] = value;
    delete this.serverErrors[name];
    this.notice = null;
    if (changedCountry) void this.loadFields(value);
  }

  /** A field's message: the server's answer to the last save, else the rule's (once the player tried to save). */
  problem(name: ProfileValueName): FieldMessage | undefined {
    const server = this.serverErrors[name];
    if (server) return server;
    const field = this.fields.find((f) => f.name === name);
    if (!this.showErrors || !field) return undefined;
    return fieldMessageOf(validatePersonalField(field, this.value(name), this.clock.now()));
  }

  get dirty(): boolean {
    return this.values !== null && this.saved !== null && this.fields.some((f) => this.values![f.name] !== this.saved![f.name]);
  }

  get valid(): boolean {
    const now = this.clock.now();
    return this.fields.every((f) => validatePersonalField(f, this.value(f.name), now).ok);
  }

  /** Saves the form once; answers whether it was saved. */
  async save(): Promise<boolean> {
    if (this.saving || !this.values) return false;
    this.showErrors = true;
    if (!this.valid) return false;
    const sent = this.fields.map((f) => [f.name, toApiValue(f, this.value(f.name))] as const);
    this.saving = true;
    this.notice = null;
    const result = await this.profile.saveProfile(Object.fromEntries(sent), this.loads.begin('send'));
    return runInAction(() => {
      this.saving = false;
      if (result.ok) {
        this.saved = { ...this.values! };
        this.serverErrors = {};
        this.notice = 'saved';
        return true;
      }
      this.serverErrors = serverFieldTexts(result.error, { country: 'country_code' });
      const onFields = Object.keys(this.serverErrors).some((name) => this.fields.some((f) => f.name === name));
      this.notice = onFields ? null : failureNotice(result.error);
      return false;
    });
  }

  dispose(): void {
    this.loads.dispose();
  }
}
