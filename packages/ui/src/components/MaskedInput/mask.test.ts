import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMask, isMaskComplete, isMaskToken, maskAccepts, maskCapacity, unmask } from './mask';

// Moved from @casino/domain (format/mask.test.ts), which had the mask first; ui's order is (value, mask).
describe('masks', () => {
  it('tokens: # digit, @ letter, * either', () => {
    expect(maskAccepts('#', '5')).toBe(true);
    expect(maskAccepts('#', 'a')).toBe(false);
    expect(maskAccepts('@', 'ж')).toBe(true);
    expect(maskAccepts('@', '1')).toBe(false);
    expect(maskAccepts('*', 'a')).toBe(true);
    expect(maskAccepts('*', '1')).toBe(true);
    expect(maskAccepts('*', '-')).toBe(false);
    expect(isMaskToken('#')).toBe(true);
    expect(isMaskToken('-')).toBe(false);
  });
  it('applies literals and drops rejected characters', () => {
    expect(applyMask('9161234567', '(###) ###-##-##')).toBe('(916) 123-45-67');
    expect(applyMask('916', '(###) ###-##-##')).toBe('(916');
    expect(applyMask('(916) 12', '(###) ###-##-##')).toBe('(916) 12');
    expect(applyMask('a1b2c3', '@@-##')).toBe('ab-23');
    expect(applyMask('abc', '##')).toBe('');
    expect(applyMask('123', '##')).toBe('12');
  });
  it('completeness, capacity and unmask', () => {
    expect(maskCapacity('(###) ###-##-##')).toBe(10);
    expect(isMaskComplete('12-ab', '##-@@')).toBe(true);
    expect(isMaskComplete('12-a1', '##-@@')).toBe(false);
    expect(isMaskComplete('12+ab', '##-@@')).toBe(false);
    expect(isMaskComplete('12-a', '##-@@')).toBe(false);
    expect(unmask('(916) 123', '(###) ###')).toBe('916123');
  });

  const maskArb = fc.string({ unit: fc.constantFrom('#', '@', '*', '-', ' ', '(', ')', '.'), maxLength: 20 });
  it('property: masks never accept a character outside their class', () => {
    fc.assert(
      fc.property(maskArb, fc.string({ unit: 'grapheme-ascii', maxLength: 40 }), (mask, input) => {
        const out = Array.from(applyMask(input, mask));
        const slots = Array.from(mask);
        expect(out.length).toBeLessThanOrEqual(slots.length);
        out.forEach((char, i) => {
          const slot = slots[i] as string;
          if (isMaskToken(slot)) expect(maskAccepts(slot, char)).toBe(true);
          else expect(char).toBe(slot);
        });
      }),
    );
  });
  it('property: a full input of accepted characters completes the mask', () => {
    fc.assert(
      fc.property(maskArb, (mask) => {
        const typed = Array.from(mask).filter(isMaskToken).map((t) => (t === '@' ? 'x' : '7')).join('');
        const out = applyMask(typed, mask);
        if (maskCapacity(mask) > 0) expect(unmask(out, mask)).toBe(typed);
        if (typed.length > 0 && isMaskToken(mask.at(-1) as string)) expect(isMaskComplete(out, mask)).toBe(true);
      }),
    );
  });
});
