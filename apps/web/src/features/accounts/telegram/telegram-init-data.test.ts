import { describe, expect, it } from 'vitest';
import { telegramInitDataFields } from './telegram-init-data.ts';

const HASH = 'ab'.repeat(32);
const initData = (pairs: Record<string, string>) => new URLSearchParams(pairs).toString();
const user = { id: 4242, first_name: 'Ann', last_name: 'Lee', username: 'ann', language_code: 'pt-BR', is_premium: true };

describe('telegramInitDataFields (contract TelegramRegistrationRequest)', () => {
  it('maps the user JSON to the flat fields and keeps auth_date, hash and start_param as payload', () => {
    expect(telegramInitDataFields(initData({ query_id: 'q1', user: JSON.stringify(user), auth_date: '1767225600', start_param: 'promo_X', hash: HASH }))).toEqual({
      id: '4242', username: 'ann', first_name: 'Ann', last_name: 'Lee', language_code: 'pt-BR', auth_date: '1767225600', payload: 'promo_X', hash: HASH,
    });
  });

  it('leaves out empty optional fields', () => {
    expect(telegramInitDataFields(initData({ user: JSON.stringify({ id: 1, username: '' }), auth_date: '1', hash: HASH }))).toEqual({ id: '1', auth_date: '1', hash: HASH });
  });

  it('is undefined for unsigned or malformed data', () => {
    const good = { user: JSON.stringify(user), auth_date: '1' };
    expect(telegramInitDataFields(initData(good))).toBeUndefined(); // no hash
    expect(telegramInitDataFields(initData({ ...good, hash: 'nothex' }))).toBeUndefined();
    expect(telegramInitDataFields(initData({ user: JSON.stringify(user), hash: HASH }))).toBeUndefined(); // no auth_date
    expect(telegramInitDataFields(initData({ ...good, user: '{oops', hash: HASH }))).toBeUndefined();
    expect(telegramInitDataFields(initData({ ...good, user: JSON.stringify({ id: 'x1' }), hash: HASH }))).toBeUndefined();
    expect(telegramInitDataFields('')).toBeUndefined();
  });
});
