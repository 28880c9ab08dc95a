import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { luhnCheck, validateCardNumber } from './card';
import { validateIban } from './iban';

/** An independent reference: the textbook formulation over reversed digits. */
function referenceLuhn(digits: string): boolean {
  const sum = digits
    .split('')
    .reverse()
    .map(Number)
    .map((d, i) => (i % 2 === 1 ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : d))
    .reduce((a, b) => a + b, 0);
  return sum % 10 === 0;
}

describe('luhn', () => {
  it('known numbers', () => {
    expect(luhnCheck('4111111111111111')).toBe(true);
    expect(luhnCheck('4111111111111112')).toBe(false);
    expect(luhnCheck('79927398713')).toBe(true);
    expect(luhnCheck('')).toBe(false);
    expect(luhnCheck('12a4')).toBe(false);
  });
  it('property: agrees with a reference implementation', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: 1, maxLength: 25 }), (digits) => {
        expect(luhnCheck(digits)).toBe(referenceLuhn(digits));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('validateCardNumber', () => {
  it('accepts "new", masked cards and Luhn-valid numbers', () => {
    expect(validateCardNumber('new').ok).toBe(true);
    expect(validateCardNumber('411111...1111').ok).toBe(true);
    expect(validateCardNumber('4111 1111 1111 1111').ok).toBe(true);
  });
  it('rejects everything else', () => {
    expect(validateCardNumber('')).toEqual({ ok: false, key: 'requiredField' });
    expect(validateCardNumber('4111111111111112')).toEqual({ ok: false, key: 'wrongCardNumber' });
    expect(validateCardNumber('41111...1111').ok).toBe(false);
    expect(validateCardNumber('New').ok).toBe(false);
    expect(validateCardNumber('0').ok).toBe(false);
  });
  it('property: changing one digit of a valid number breaks it', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: 15, maxLength: 15 }), fc.nat(14), fc.integer({ min: 1, max: 9 }), (body, pos, delta) => {
        const check = [...'0123456789'].find((d) => referenceLuhn(body + d)) as string;
        const valid = body + check;
        expect(validateCardNumber(valid).ok).toBe(true);
        const changed = valid.slice(0, pos) + String((Number(valid[pos]) + delta) % 10) + valid.slice(pos + 1);
        expect(validateCardNumber(changed).ok).toBe(false);
      }),
    );
  });
});

describe('validateIban', () => {
  it.each(['GB82 WEST 1234 5698 7654 32', 'DE89370400440532013000', 'fr1420041010050500013m02606', 'NL91ABNA0417164300', 'BR1800360305000010009795493C1'])('accepts %s', (iban) => {
    expect(validateIban(iban).ok).toBe(true);
  });
  it('rejects bad checksums and unknown countries', () => {
    expect(validateIban('')).toEqual({ ok: false, key: 'requiredField' });
    expect(validateIban('GB82 WEST 1234 5698 7654 33')).toEqual({ ok: false, key: 'wrongIban' });
    expect(validateIban('XX82WEST12345698765432').ok).toBe(false);
    expect(validateIban('!!!').ok).toBe(false);
  });
  it('limits to configured countries', () => {
    expect(validateIban('DE89370400440532013000', { countries: ['de'] }).ok).toBe(true);
    expect(validateIban('DE89370400440532013000', { countries: ['FR'] })).toEqual({ ok: false, key: 'wrongIban' });
  });
});
