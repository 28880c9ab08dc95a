import { describe, expect, it } from 'vitest';
import { formatPhone, pickPhoneMask } from './phone-mask';

// Moved from @casino/domain (format/phone.test.ts): showing a number through a mask is a ui mechanic.
const RU = { mask: '(###) ###-##-##' };
const GB = { mask: ['#### ######', '### #### ####'] };

describe('phone masks', () => {
  it('picks and applies a fitting mask', () => {
    expect(pickPhoneMask('1234567890', GB.mask)).toBe('#### ######');
    expect(pickPhoneMask('12345678901', GB.mask)).toBe('### #### ####');
    expect(pickPhoneMask('123456789012', GB.mask)).toBe('### #### ####');
    expect(formatPhone('9161234567', RU.mask)).toBe('(916) 123-45-67');
    expect(formatPhone('123', [])).toBe('123');
  });
});
