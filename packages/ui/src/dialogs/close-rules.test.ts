import { describe, expect, it } from 'vitest';
import { canCloseDialog, OPENING_CLICK_MS, outsideClickCloses } from './close-rules';

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

  it('a click outside within a double click of the opening is the opening click, not a dismissal', () => {
    expect(outsideClickCloses(1_000, 1_000 + OPENING_CLICK_MS - 1)).toBe(false);
    expect(outsideClickCloses(1_000, 1_000 + OPENING_CLICK_MS)).toBe(true);
  });
});
