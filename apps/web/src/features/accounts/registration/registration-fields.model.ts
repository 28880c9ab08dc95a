import type { FormFieldDefinition, FieldOption } from '@casino/domain/registration';
import type { LoggerPort, PhoneSettings, RegistrationDataPort } from '@casino/domain/ports';
import { makeAutoObservable, runInAction } from 'mobx';
import { Loads } from '../../../shared/view-model/loads.ts';

/** A country of the phone input: ISO code, dial code and the national masks. */
export interface PhoneCountryOption {
  readonly code: string;
  readonly dialCode: string;
  readonly name: string;
  readonly masks: readonly string[];
}

/** Field types that pick the country (their change refetches the fields). */
export const isCountryField = (def: Pick<FormFieldDefinition, 'sysname' | 'type'>): boolean =>
  def.type === 'country_code' || def.sysname === 'country_code' || def.sysname === 'country';

/**
 * The personal data field definitions of the chosen country (`getPersonalDataFields`) and the phone settings.
 * A newer load aborts an older one; a failure keeps the previous definitions and reports `failed`.
 */
export class RegistrationFieldsModel {
  definitions: readonly FormFieldDefinition[] = [];
  phoneSettings: PhoneSettings | null = null;
  status: 'loading' | 'ready' | 'failed' = 'loading';
  private readonly loads = new Loads();

  constructor(
    private readonly port: RegistrationDataPort,
    private readonly logger: LoggerPort,
  ) {
    makeAutoObservable<this, 'port' | 'logger' | 'loads'>(this, { port: false, logger: false, loads: false }, { autoBind: true });
  }

  /** Loads the definitions for a country; resolves true when they arrived (false when failed or superseded). */
  async load(country?: string): Promise<boolean> {
    const signal = this.loads.begin('fields');
    this.status = 'loading';
    const [fields, phones] = await Promise.all([
      this.port.getPersonalDataFields(country || undefined, signal),
      this.phoneSettings ? Promise.resolve(null) : this.port.getPhoneSettings(signal),
    ]);
    return runInAction(() => {
      if (signal.aborted) return false;
      if (phones?.ok) this.phoneSettings = phones.value;
      else if (phones) this.logger.warn('phone settings failed', phones.error);
      if (!fields.ok) {
        this.logger.warn('personal data fields failed', fields.error);
        this.status = 'failed';
        return false;
      }
      this.definitions = fields.value;
      this.status = 'ready';
      return true;
    });
  }

  definition(name: string): FormFieldDefinition | undefined {
    return this.definitions.find((d) => d.sysname === name);
  }

  options(name: string): readonly FieldOption[] {
    return this.definition(name)?.options?.list ?? [];
  }

  optionIds(name: string): string[] {
    return this.options(name).map((o) => String(o.id));
  }

  get phoneCountries(): PhoneCountryOption[] {
    return (this.phoneSettings?.countries ?? []).map((c) => ({
      code: c.country_code,
      dialCode: c.phone_code.replace(/\D/g, ''),
      name: c.name,
      masks: typeof c.mask === 'string' ? [c.mask] : [...c.mask],
    }));
  }

  phoneCountry(code: string): PhoneCountryOption | undefined {
    return this.phoneCountries.find((c) => c.code === code) ?? this.phoneCountries[0];
  }

  get defaultPhoneCountry(): string {
    return this.phoneSettings?.defaultCountryCode ?? this.phoneCountries[0]?.code ?? '';
  }

  dispose(): void {
    this.loads.dispose();
  }
}
