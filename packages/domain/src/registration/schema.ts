import type { RegistrationAuthType, FormFieldDefinition, RegistrationFormConfig } from './types';

/** Which validation rule a field uses. */
export type FieldRule =
  | 'password' | 'email' | 'phone' | 'name' | 'address' | 'fakename' | 'date' | 'sex' | 'postcode' | 'promo' | 'text';

export interface RegistrationFieldSchema {
  readonly name: string;
  readonly type: string;
  readonly rule: FieldRule;
  readonly required: boolean;
  readonly regex?: string;
  readonly mask?: string | readonly string[];
}

export interface RegistrationSchema {
  readonly fields: readonly RegistrationFieldSchema[];
  readonly terms: { readonly visible: boolean; readonly required: boolean; readonly defaultValue: boolean };
  readonly notify: { readonly visible: boolean; readonly defaultValue: boolean };
  /** The bettor question (is_betting); `defaultValue` true when the configured default is 'betting'. */
  readonly betting: { readonly visible: boolean; readonly defaultValue: boolean };
  readonly promo: { readonly visible: boolean; readonly openByDefault: boolean };
  readonly characterSelect: boolean;
  /** Tabs of the switcher: non-social auth types, shown when there are several. */
  readonly tabs: readonly RegistrationAuthType[];
  readonly social: boolean;
  /** Only social registration is configured: only social buttons appear. */
  readonly socialOnly: boolean;
  readonly mode: 'fast' | 'full' | 'single';
}

const NAME_FIELDS = new Set(['first_name', 'middle_name', 'last_name']);
const ADDRESS_FIELDS = new Set(['address', 'home_town']);

/** The rule for a field by name, then by type (login, document and cpf fields use text). */
export function ruleForField(name: string, type: string): FieldRule {
  if (name === 'password' || type === 'password') return 'password';
  if (name === 'email') return 'email';
  if (name === 'mobile' || name === 'phone' || type === 'phone') return 'phone';
  if (NAME_FIELDS.has(name)) return 'name';
  if (ADDRESS_FIELDS.has(name)) return 'address';
  if (name === 'fakename') return 'fakename';
  if (name === 'birth_date' || type === 'date') return 'date';
  if (name === 'sex') return 'sex';
  if (name === 'postcode') return 'postcode';
  if (name === 'promo_code') return 'promo';
  return 'text';
}

export const isFastAuthType = (t: RegistrationAuthType): boolean => t.isFast === true || t.component === 'fast';
const isFullAuthType = (t: RegistrationAuthType): boolean => t.component === 'full' || (t.component === 'form' && !t.isFast);

export interface SchemaSelection {
  /** The chosen auth type tab; defaults to the first non-social one. */
  readonly authTypeId?: string;
}

/**
 * Builds the registration form from field definitions and the configuration:
 * every visible field is required if its params say so; a regex option is attached; fields
 * belonging to unselected auth types are skipped; with fast and full registration together
 * non-required fields are skipped in fast mode and all fields are required in full mode.
 */
export function buildRegistrationSchema(
  definitions: readonly FormFieldDefinition[],
  config: RegistrationFormConfig,
  selection: SchemaSelection = {},
): RegistrationSchema {
  const authTypes = config.authTypes ?? [];
  const formTypes = authTypes.filter((t) => t.component !== 'social');
  const selected = formTypes.find((t) => t.id === selection.authTypeId) ?? formTypes[0];
  const fastAndFull = formTypes.some(isFastAuthType) && formTypes.some(isFullAuthType);
  const mode = !fastAndFull || !selected ? 'single' : isFastAuthType(selected) ? 'fast' : 'full';
  const skipped = new Set(
    formTypes.filter((t) => t !== selected && t.field && t.field !== selected?.field).map((t) => t.field as string),
  );

  const fields: RegistrationFieldSchema[] = [];
  for (const def of definitions) {
    if (def.params?.is_visible === false || skipped.has(def.sysname)) continue;
    const paramsRequired = def.params?.is_required === true;
    if (mode === 'fast' && !paramsRequired) continue;
    const required = mode === 'full' ? true : paramsRequired;
    fields.push({
      name: def.sysname,
      type: def.type,
      rule: ruleForField(def.sysname, def.type),
      required,
      ...(def.options?.regex ? { regex: def.options.regex } : {}),
      ...(def.options?.mask !== undefined ? { mask: def.options.mask } : {}),
    });
  }

  const termsActive = config.terms?.isActive === true;
  return {
    fields,
    terms: { visible: termsActive, required: termsActive, defaultValue: config.terms?.defaultValue ?? false },
    notify: { visible: config.notify?.isActive === true, defaultValue: config.notify?.defaultValue ?? true },
    betting: {
      visible: config.markBetting?.isActive === true,
      defaultValue: (config.markBetting?.defaultValue ?? '') === 'betting',
    },
    promo: { visible: config.showPromocode === true, openByDefault: config.showPromoFieldByDefault === true },
    characterSelect: config.showCharacterSelect === true,
    tabs: formTypes,
    social: authTypes.some((t) => t.component === 'social'),
    socialOnly: authTypes.length > 0 && formTypes.length === 0,
    mode,
  };
}
