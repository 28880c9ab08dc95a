import type { CurrencyChoice, CurrencySelectSettings } from './currency-settings';
import type { RegistrationAuthType, AuthTypeKind, RegistrationFormConfig, ValidationStrategy } from './types';

/** The e-mail confirmation popup shown after registration (content `sections.forms.confirmEmailPopup`). */
export interface ConfirmEmailPopupConfig {
  readonly title: string;
  /** HTML from the content configuration: render it sanitised. */
  readonly text: string;
}

/** A social network of the registration configuration. */
export interface SocialNetworkOption {
  readonly id: string;
  readonly icon?: string;
  readonly name: string;
}

/** The document-type select of the registration form (content `registration.documentType`). */
export interface DocumentTypeSettings {
  readonly isActive: boolean;
  readonly defaultValue: string | null;
}

/** Everything the registration form reads from the content configuration's forms section. */
export interface RegistrationSettings {
  readonly config: RegistrationFormConfig;
  readonly strategy: ValidationStrategy;
  /** Field sysnames per auth type id, in form order; a type without a list uses the default fields. */
  readonly fieldLists: Readonly<Record<string, readonly string[]>>;
  readonly currencySettings: CurrencySelectSettings;
  readonly documentType: DocumentTypeSettings;
  /** Null when inactive or not configured. */
  readonly confirmEmailPopup: ConfirmEmailPopupConfig | null;
  readonly social: readonly SocialNetworkOption[];
}

/** Local-storage key of the bettor answer kept between openings of the form (cleared after registration). */
export const BETTING_CHOICE_STORAGE_KEY = 'registration_is_betting';

type Loose = Readonly<Record<string, unknown>>;
const obj = (v: unknown): Loose => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Loose) : {});
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const bool = (v: unknown): boolean | undefined => (typeof v === 'boolean' ? v : undefined);
const list = (v: unknown): readonly unknown[] => (Array.isArray(v) ? v : []);
const KINDS: readonly AuthTypeKind[] = ['form', 'fast', 'full', 'social'];
const CHOICES: readonly CurrencyChoice[] = ['emptyValue', 'firstValue', 'selectedValue'];

const toggle = (v: unknown) => {
  const o = obj(v);
  return { isActive: bool(o.isActive), defaultValue: bool(o.defaultValue) };
};

function authType(v: unknown): RegistrationAuthType | undefined {
  const o = obj(v);
  const id = str(o.id);
  const component = KINDS.find((k) => k === o.component);
  if (!id || !component) return undefined;
  const label = str(o.label);
  const field = str(o.field);
  const isFast = bool(o.isFast);
  return { id, component, ...(label ? { label } : {}), ...(field ? { field } : {}), ...(isFast !== undefined ? { isFast } : {}) };
}

function currencySettings(v: unknown): CurrencySelectSettings {
  const o = obj(v);
  const pick = (key: string) => CHOICES.find((c) => c === o[key]);
  const out: Record<string, CurrencyChoice> = {};
  for (const key of ['emptyValue', 'defaultValue', 'changeCountryValue', 'changeCountryFallbackValue']) {
    const choice = pick(key);
    if (choice) out[key] = choice;
  }
  return out;
}

/**
 * Reads `sections.forms` of the content configuration: unknown or
 * malformed entries are dropped, so a broken configuration still yields a usable (plain) form.
 */
export function readRegistrationSettings(sections: Loose): RegistrationSettings {
  const forms = obj(sections.forms);
  const reg = obj(forms.registration);
  const betting = obj(reg.markBetting);
  const authTypes = list(reg.authTypes).map(authType).filter((t): t is RegistrationAuthType => t !== undefined);
  const config: RegistrationFormConfig = {
    terms: toggle(reg.terms),
    notify: toggle(reg.notify),
    markBetting: { isActive: bool(betting.isActive), defaultValue: str(betting.defaultValue) },
    showPromocode: bool(reg.showPromocode),
    showPromoFieldByDefault: bool(reg.showPromoFieldByDefault),
    showCharacterSelect: bool(reg.showCharacterSelect),
    authTypes,
  };
  const fieldLists: Record<string, readonly string[]> = {};
  for (const [id, fields] of Object.entries(obj(reg.fields))) {
    if (!Array.isArray(fields)) continue;
    fieldLists[id] = fields.map((f) => (typeof f === 'string' ? f : str(obj(f).sysname))).filter((s): s is string => !!s);
  }
  const popup = obj(forms.confirmEmailPopup);
  const doc = obj(reg.documentType);
  return {
    config,
    strategy: forms.validationStrategy === 'onSubmit' ? 'onSubmit' : 'eager',
    fieldLists,
    currencySettings: currencySettings(reg.currencySettings),
    documentType: { isActive: doc.isActive === true, defaultValue: str(doc.defaultValue) ?? null },
    confirmEmailPopup: popup.isActive === true ? { title: str(popup.title) ?? '', text: str(popup.text) ?? '' } : null,
    social: list(reg.social)
      .map((s) => obj(s))
      .filter((s) => str(s.id))
      .map((s) => ({ id: str(s.id)!, name: str(s.name) ?? str(s.id)!, ...(str(s.icon) ? { icon: str(s.icon)! } : {}) })),
  };
}
