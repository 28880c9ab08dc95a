import { describe, expect, it } from 'vitest';
import { toastDefaults, toastOffset } from './defaults';

// Moved from @casino/domain (policies/ui-defaults): the toast controller applies these defaults.
describe('ui defaults', () => {
  it('toasts default to 5000 ms and closable', () => {
    expect(toastDefaults('quest')).toEqual({ kind: 'quest', durationMs: 5000, allowClose: true });
    expect(toastDefaults('fill_for_deposit', { durationMs: 1, allowClose: false })).toEqual({ kind: 'fill_for_deposit', durationMs: 1, allowClose: false });
    expect(toastOffset(64)).toBe(64);
    expect(toastOffset(-1)).toBe(0);
  });
});
