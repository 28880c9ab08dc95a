import { describe, expect, it } from 'vitest';
import { screenDataUrls } from './screen-data.ts';

const query = { locale: 'ru', version: '1.2.3' };

describe('screenDataUrls', () => {
  it("gives a screen's calls with the query every call carries, the call's own parameters after it", () => {
    expect(screenDataUrls('/loyalty/shop', query)).toEqual([
      '/api/loyalty.getproducts?locale=ru&version=1.2.3&count=100',
      '/api/loyalty.getinfo?locale=ru&version=1.2.3',
      '/api/popups.get?locale=ru&version=1.2.3',
    ]);
  });

  it('asks for the campaign popups wherever one may open, with or without screen data of its own', () => {
    expect(screenDataUrls('/gamehall', query)).toEqual(['/api/popups.get?locale=ru&version=1.2.3']);
    expect(screenDataUrls('/profile/bonuses', query)).toContain('/api/popups.get?locale=ru&version=1.2.3');
  });

  it('does not ask for them where none opens: a game, the deposit form, an embedded form', () => {
    for (const path of ['/game/book-of-ra', '/cashier/deposit', '/cashier/deposit/card', '/forms/registration'])
      expect(screenDataUrls(path, query).filter((url) => url.startsWith('/api/popups.get'))).toEqual([]);
    expect(screenDataUrls('/cashier/deposit', query)[0]).toBe('/api/cashier.getdepositsettings?locale=ru&version=1.2.3');
  });
});
