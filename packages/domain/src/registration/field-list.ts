import type { FormFieldDefinition } from './types';

/** The password is not a personal data field: the form adds it where the configured list names it. */
export const PASSWORD_DEFINITION: FormFieldDefinition = {
  sysname: 'password',
  type: 'password',
  params: { is_visible: true, is_required: true },
};

/** Names the configured lists may hold that the form renders on its own (the promo toggle). */
const RENDERED_APART = new Set(['promo_code']);

/**
 * The definitions of one registration tab: the
 * configured sysnames, in that order, that `getPersonalDataFields` defines for the country (the list and the
 * definitions intersected), the password added where listed. Without a list: every required definition, then the
 * password. The tab's login field (the auth type's `field`, e.g. mobile for "by phone") is always required.
 */
export function registrationDefinitions(
  configured: readonly string[] | undefined,
  definitions: readonly FormFieldDefinition[],
  loginField?: string,
): FormFieldDefinition[] {
  const byName = new Map(
    definitions.map((d) => [d.sysname, d.sysname === loginField && d.params?.is_required !== true ? { ...d, params: { ...d.params, is_required: true } } : d]),
  );
  if (configured === undefined) {
    return [...[...byName.values()].filter((d) => d.params?.is_required === true && !RENDERED_APART.has(d.sysname)), PASSWORD_DEFINITION];
  }
  const out: FormFieldDefinition[] = [];
  for (const name of configured) {
    if (RENDERED_APART.has(name)) continue;
    const def = name === 'password' ? (byName.get(name) ?? PASSWORD_DEFINITION) : byName.get(name);
    if (def && !out.includes(def)) out.push(def);
  }
  return out;
}

/** What an incomplete (social) account already has: the contact it signed in with. */
export interface KnownContacts {
  readonly email: boolean;
  readonly phone: boolean;
}

/** The contact a login is: an e-mail address, a phone number (digits, optional +, spaces, dashes) or neither. */
export function contactsOfLogin(login: string | null | undefined): KnownContacts {
  const value = (login ?? '').trim();
  return { email: value.includes('@'), phone: /^\+?[\d\s()-]{7,}$/.test(value) };
}

/**
 * Social registration completion: only the missing fields — no password (the account signs in
 * through its network) and no contact the account already has.
 */
export function completionDefinitions(definitions: readonly FormFieldDefinition[], known: KnownContacts): FormFieldDefinition[] {
  return definitions.filter((d) => {
    if (d.sysname === 'password' || d.type === 'password') return false;
    if (d.sysname === 'email') return !known.email;
    if (d.sysname === 'mobile' || d.sysname === 'phone') return !known.phone;
    return true;
  });
}
