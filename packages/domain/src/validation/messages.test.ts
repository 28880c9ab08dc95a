import { describe, expect, it } from 'vitest';
import { interpolate, isMessageKey, MESSAGE_KEYS, overrideText } from './messages';
import { firstFailure, invalid, VALID } from './result';

// The English default texts live in the app's Lingui catalog (apps/web/src/shared/forms/validation-messages.ts),
// the only copy that reaches the screen; its test fails when a key of this domain has no text there.
describe('messages', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(interpolate('Min $$min$$ max $$max$$ $$other$$', { min: '1', max: '2' })).toBe('Min 1 max 2 $$other$$');
    expect(interpolate('plain')).toBe('plain');
  });

  it('uses a non-empty override from the content configuration, else leaves the text to the catalog', () => {
    expect(overrideText('shortPassword', { min: '6' })).toBeUndefined();
    expect(overrideText('shortPassword', { min: '6' }, { shortPassword: 'At least $$min$$ chars' })).toBe('At least 6 chars');
    expect(overrideText('requiredField', {}, { requiredField: '' })).toBeUndefined();
  });

  it('lists offending password symbols before an override that does not place them', () => {
    expect(overrideText('notWalidPassword', { symbols: 'é ' }, { notWalidPassword: 'Wrong password' })).toBe('é  Wrong password');
    expect(overrideText('notWalidPassword', { symbols: 'é' }, { notWalidPassword: 'Bad: $$symbols$$' })).toBe('Bad: é');
  });

  it('knows its keys', () => {
    expect(MESSAGE_KEYS).toContain('sumError');
    expect(isMessageKey('sumError')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
  });

  it('result helpers', () => {
    expect(invalid('requiredField')).toEqual({ ok: false, key: 'requiredField' });
    expect(firstFailure(() => VALID, () => invalid('wrongField'), () => invalid('requiredField'))).toEqual(invalid('wrongField'));
    expect(firstFailure(() => VALID)).toBe(VALID);
  });
});
