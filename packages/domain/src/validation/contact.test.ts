import { describe, expect, it } from 'vitest';
import { contactSaveErrorKey, validateEmail, validatePhone } from './contact';

describe('validateEmail', () => {
  it('requires a value', () => expect(validateEmail('')).toEqual({ ok: false, key: 'insertEmailAddress' }));
  it.each(['a@b.co', 'first.last@mail.example.com', 'x+tag@domain.co.uk'])('accepts %s', (email) => {
    expect(validateEmail(email).ok).toBe(true);
  });
  it.each(['plain', 'a@b', 'a@b.c.d.e', 'a b@c.com', 'a@@b.com', 'a@b..com', '@b.com'])('rejects %s', (email) => {
    expect(validateEmail(email)).toEqual({ ok: false, key: 'wrongEmailAddress' });
  });
});

describe('validatePhone', () => {
  it('requires a value', () => expect(validatePhone('')).toEqual({ ok: false, key: 'insertPhoneNumber' }));
  it('accepts 7–15 digits with common separators', () => {
    expect(validatePhone('+44 (20) 7946-0958').ok).toBe(true);
    expect(validatePhone('123456').ok).toBe(false);
    expect(validatePhone('1234567890123456').ok).toBe(false);
    expect(validatePhone('12345abc')).toEqual({ ok: false, key: 'wrongPhoneFormat' });
  });
  it('must fill one of the country masks exactly', () => {
    const masks = ['(###) ###-##-##', '### ###'];
    expect(validatePhone('9161234567', { masks }).ok).toBe(true);
    expect(validatePhone('916123', { masks }).ok).toBe(true);
    expect(validatePhone('91612345', { masks }).ok).toBe(false);
    expect(validatePhone('916123', { masks: '### ###' }).ok).toBe(true);
  });
});

describe('contactSaveErrorKey', () => {
  it('wrong email or wrong phone format', () => {
    expect(contactSaveErrorKey('email')).toBe('wrongEmailAddress');
    expect(contactSaveErrorKey('phone')).toBe('wrongPhoneFormat');
  });
});
