import { describe, expect, it } from 'vitest';
import { loginContact, registrationTimeMs, showConfirmContactsHint, showRegistrationHint } from './hints';

const H = 3_600_000;
describe('registration hint', () => {
  it('2 hours without a deposit', () => {
    expect(showRegistrationHint({ registeredAt: 0, hasDeposit: false, now: 2 * H - 1 })).toBe(true);
    expect(showRegistrationHint({ registeredAt: 0, hasDeposit: false, now: 2 * H })).toBe(false);
    expect(showRegistrationHint({ registeredAt: 0, hasDeposit: true, now: 1 })).toBe(false);
    expect(showRegistrationHint({ registeredAt: 10, hasDeposit: false, now: 0 })).toBe(false);
  });
});

describe('confirm-contacts hint', () => {
  const contacts = [
    { type: 'email' as const, contact: 'A@b.co', is_confirmed: false },
    { type: 'phone' as const, contact: '+7 916 123', is_confirmed: true },
  ];
  const base = { registeredAt: 0, now: 1000, contacts, confirmSent: false };
  it('5 days while the login contact is unconfirmed and no confirm_sent', () => {
    expect(showConfirmContactsHint({ ...base, login: 'a@b.co' })).toBe(true);
    expect(showConfirmContactsHint({ ...base, login: 'a@b.co', now: 432_000_000 })).toBe(false);
    expect(showConfirmContactsHint({ ...base, login: 'a@b.co', confirmSent: true })).toBe(false);
    expect(showConfirmContactsHint({ ...base, login: '7916123' })).toBe(false);
    expect(showConfirmContactsHint({ ...base, login: 'nobody' })).toBe(false);
    expect(showConfirmContactsHint({ ...base, login: 'a@b.co', now: -1 })).toBe(false);
  });
  it('finds the login contact; reg_time in seconds or ms', () => {
    expect(loginContact('+7916123', contacts)?.type).toBe('phone');
    expect(registrationTimeMs(1_700_000_000)).toBe(1_700_000_000_000);
    expect(registrationTimeMs('1700000000000')).toBe(1_700_000_000_000);
  });
});
