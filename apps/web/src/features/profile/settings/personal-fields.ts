import {
  birthDateBounds, ruleForField, toIsoDate, validateRegistrationField, type FormFieldDefinition,
  type RegistrationFieldSchema,
} from '@casino/domain/registration';
import type { ValidationResult } from '@casino/domain/validation';
import { PROFILE_VALUE_NAMES, type ProfileValueName } from '@casino/domain/ports';

const EDITABLE = new Set<string>(PROFILE_VALUE_NAMES);
const SELECT_TYPES = new Set(['select', 'country_code', 'region']);

/** A personal data field of the form: its rule, and whether it is a choice from a list. */
export interface PersonalField extends RegistrationFieldSchema {
  readonly name: ProfileValueName;
  readonly select: boolean;
}

/**
 * The fields the personal data form edits, in the backend's order: the visible definitions of personal data
 * (contacts, currency and nickname have their own sections). `country` and `country_code` are one field here.
 */
export function personalFields(definitions: readonly FormFieldDefinition[]): PersonalField[] {
  const fields: PersonalField[] = [];
  for (const def of definitions) {
    const name = def.sysname === 'country' ? 'country_code' : def.sysname;
    if (!EDITABLE.has(name) || def.params?.is_visible === false || fields.some((f) => f.name === name)) continue;
    fields.push({
      name: name as ProfileValueName,
      type: def.type,
      rule: ruleForField(name, def.type),
      required: def.params?.is_required === true,
      select: SELECT_TYPES.has(def.type) || name === 'sex' || name === 'document_type',
      ...(def.options?.regex !== undefined ? { regex: def.options.regex } : {}),
      ...(def.options?.mask !== undefined ? { mask: def.options.mask } : {}),
    });
  }
  return fields;
}

/** What the browser may fill each field with from the player's saved details. */
export const AUTOCOMPLETE: Readonly<Partial<Record<ProfileValueName, string>>> = {
  first_name: 'given-name', middle_name: 'additional-name', last_name: 'family-name', birth_date: 'bday', postcode: 'postal-code',
  address: 'street-address', home_town: 'address-level2', country_code: 'country', sex: 'sex',
};

/** Checks a field as the player typed it; a birth date must be of an adult. */
export const validatePersonalField = (field: PersonalField, value: string, now: number): ValidationResult =>
  validateRegistrationField(field, value, field.rule === 'date' ? { date: birthDateBounds(now) } : {});

/** The API's YYYY-MM-DD as the form shows it (dd.mm.yyyy). */
export const toDisplayDate = (iso: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : iso;
};

/** A form value as the API wants it: dates back to YYYY-MM-DD, the rest trimmed. */
export const toApiValue = (field: PersonalField, value: string): string => (field.rule === 'date' && value ? toIsoDate(value) : value.trim());
