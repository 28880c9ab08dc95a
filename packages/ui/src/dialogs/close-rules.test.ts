import { describe, expect, it } from 'vitest';
import { canCloseDialog } from './close-rules';

// Moved from @casino/domain (policies/ui-defaults): the host applies these rules.
describe('ui defaults', () => {
  it('dialog closing rules', () => {
    expect(canCloseDialog('popup', 'escape')).toBe(true);
    expect(canCloseDialog('curtain', 'overlay')).toBe(true);
    expect(canCloseDialog('confirm', 'overlay')).toBe(false);
    expect(canCloseDialog('confirm', 'button')).toBe(true);
    expect(canCloseDialog('popup', 'escape', true)).toBe(false);
    expect(canCloseDialog('popup', 'button', true)).toBe(false);
    expect(canCloseDialog('popup', 'force', true)).toBe(true);
  });
});
