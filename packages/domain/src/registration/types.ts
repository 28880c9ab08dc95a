/** Minimal readonly shapes of the registration inputs. */

export interface FieldOption {
  readonly id: string | number;
  readonly name: string;
  readonly icon?: string;
}

/** A profile field definition from getPersonalDataFields / the configured registration list. */
export interface FormFieldDefinition {
  readonly sysname: string;
  /** input, password, date, select, country_code, region, phone … */
  readonly type: string;
  readonly params?: { readonly is_visible?: boolean; readonly is_required?: boolean };
  readonly options?: {
    readonly regex?: string;
    readonly mask?: string | readonly string[];
    readonly list?: readonly FieldOption[];
  };
}

export type AuthTypeKind = 'form' | 'fast' | 'full' | 'social';

/** An entry of the registration configuration's auth types list. */
export interface RegistrationAuthType {
  readonly id: string;
  readonly component: AuthTypeKind;
  readonly label?: string;
  /** The field this auth type logs in with (e.g. email or mobile). */
  readonly field?: string;
  readonly isFast?: boolean;
}

export interface RegistrationFormConfig {
  readonly terms?: { readonly isActive?: boolean; readonly defaultValue?: boolean };
  readonly notify?: { readonly isActive?: boolean; readonly defaultValue?: boolean };
  readonly markBetting?: { readonly isActive?: boolean; readonly defaultValue?: string };
  readonly showPromocode?: boolean;
  readonly showPromoFieldByDefault?: boolean;
  readonly showCharacterSelect?: boolean;
  readonly authTypes?: readonly RegistrationAuthType[];
}

/** Validation timing. */
export type ValidationStrategy = 'eager' | 'onSubmit';

/** Values of a registration form, keyed by field name. */
export type RegistrationValues = Readonly<Record<string, string | number | boolean | null | undefined>>;
