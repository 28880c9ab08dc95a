import { describe, expect, it } from 'vitest';
import { defaultMessages, interpolate, isMessageKey, MESSAGE_KEYS, resolveMessage } from './messages';
import { firstFailure, invalid, messageOf, VALID } from './result';

describe('messages', () => {
  it('has the spec default English texts with $$min$$/$$max$$ placeholders', () => {
    expect(defaultMessages.requiredField).toBe('Field is required');
    expect(defaultMessages.wrongEmailAddress).toBe('Wrong email address');
    expect(defaultMessages.minLength).toBe('Min length is $$min$$');
    expect(defaultMessages.maxLength).toBe('Max length is $$max$$');
    expect(defaultMessages.minValue).toBe('Min value is $$min$$');
    expect(defaultMessages.maxValue).toBe('Max value is $$max$$');
    expect(defaultMessages.wrongPhoneFormat).toBe('Wrong phone number');
    expect(defaultMessages.specialSymbolsFakename).toBe('Wrong fake name');
    expect(defaultMessages.notWalidPassword).toBe('Wrong password');
    expect(defaultMessages.wrongIban).toBe('Wrong iban');
    expect(defaultMessages.passwordsNotEqual).toBe('Same as field');
    expect(defaultMessages.wrongRegex).toBe('Field regex');
    expect(defaultMessages.wrongCardNumber).toBe('Field Card number');
    expect(defaultMessages.wrongDate).toBe('Wrong date');
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(interpolate('Min $$min$$ max $$max$$ $$other$$', { min: '1', max: '2' })).toBe('Min 1 max 2 $$other$$');
    expect(interpolate('plain')).toBe('plain');
  });

  it('prefers a non-empty override from the content configuration', () => {
    expect(resolveMessage('shortPassword', { min: '6' })).toBe('Min length is 6');
    expect(resolveMessage('shortPassword', { min: '6' }, { shortPassword: 'At least $$min$$ chars' })).toBe('At least 6 chars');
    expect(resolveMessage('requiredField', {}, { requiredField: '' })).toBe('Field is required');
  });

  it('lists offending password symbols before the message', () => {
    expect(resolveMessage('notWalidPassword', { symbols: 'é ' })).toBe('é  Wrong password');
    expect(resolveMessage('notWalidPassword', { symbols: 'é' }, { notWalidPassword: 'Bad: $$symbols$$' })).toBe('Bad: é');
  });

  it('knows its keys', () => {
    expect(MESSAGE_KEYS).toContain('sumError');
    expect(isMessageKey('sumError')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
  });

  it('result helpers', () => {
    expect(messageOf(VALID)).toBeUndefined();
    expect(messageOf(invalid('minValue', { min: '5' }))).toBe('Min value is 5');
    expect(invalid('requiredField')).toEqual({ ok: false, key: 'requiredField' });
    expect(firstFailure(() => VALID, () => invalid('wrongField'), () => invalid('requiredField'))).toEqual(invalid('wrongField'));
    expect(firstFailure(() => VALID)).toBe(VALID);
  });
});
