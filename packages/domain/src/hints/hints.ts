import { DAY_MS, HOUR_MS } from '../shared/time';

/** Registration hint lasts 2 hours (7,200,000 ms); confirm-contacts hint 5 days. */
export const REGISTRATION_HINT_MS = 2 * HOUR_MS;
export const CONFIRM_CONTACTS_HINT_MS = 5 * DAY_MS;
/** Local-storage flag set once a confirmation was sent to the login contact (`confirm_sent`: only the front end reads it). */
export const CONFIRM_SENT_KEY = 'confirm_sent';

/**
 * Registration hint: within 2 hours of registration while the user has
 * no deposit. `registeredAt` and `now` are epoch ms.
 */
export function showRegistrationHint(input: { readonly registeredAt: number; readonly hasDeposit: boolean; readonly now: number }): boolean {
  const age = input.now - input.registeredAt;
  return !input.hasDeposit && age >= 0 && age < REGISTRATION_HINT_MS;
}

export interface LoginContact {
  readonly type: 'email' | 'phone';
  readonly contact: string;
  readonly is_confirmed: boolean;
}

/** The contact whose value is the login (email or phone, phone compared by digits). */
export function loginContact(login: string, contacts: readonly LoginContact[]): LoginContact | undefined {
  const digits = login.replace(/\D/g, '');
  return contacts.find((c) =>
    c.type === 'email' ? c.contact.toLowerCase() === login.toLowerCase() : digits !== '' && c.contact.replace(/\D/g, '') === digits,
  );
}

/**
 * Confirm-contacts hint: within 5 days of registration while the email
 * or phone used as login is unconfirmed and no confirm_sent flag is stored.
 */
export function showConfirmContactsHint(input: {
  readonly registeredAt: number;
  readonly now: number;
  readonly login: string;
  readonly contacts: readonly LoginContact[];
  readonly confirmSent: boolean;
}): boolean {
  const age = input.now - input.registeredAt;
  if (input.confirmSent || age < 0 || age >= CONFIRM_CONTACTS_HINT_MS) return false;
  const contact = loginContact(input.login, input.contacts);
  return contact !== undefined && !contact.is_confirmed;
}

/** reg_time in account info is in seconds when below 10^12 (10^12 ms is September 2001, and a date in seconds stays far below it, so both units read right). */
export function registrationTimeMs(regTime: number | string): number {
  const n = Number(regTime);
  return n < 1e12 ? n * 1000 : n;
}
