import { createApiClient } from '@casino/sdk';
import { fakeFetch, jsonResponse as json } from '@casino/sdk/testing';
import { describe, expect, it } from 'vitest';
import { ApiBanners } from './banners.adapter.ts';
import { ApiBonuses } from './bonuses.adapter.ts';
import { ApiCampaigns } from './campaigns.adapter.ts';
import { ApiCashbacks } from './cashbacks.adapter.ts';
import { ApiPromotions } from '../content/promotions.adapter.ts';

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const text = { title: 'T', text: 'x', image: null, terms: null };
const bonusDto = { id: 3, type: 'casino', status: 'available', amount: eur(25), wager: { multiplier: 30, required: eur(750), done: eur(0) }, created_at: '2026-01-01T00:00:00Z', activated_at: null, expired_at: null, description: text };
const offerDto = { id: 4, sysname: 'welcome100', finished_at: null, description: text, promotions: [{ id: 5, type: 'bonus', value: 100, value_type: 'fixed', max_value: null, game_sysname: null, description: text }] };

function api(answer: (path: string) => Response) {
  const { fetch, calls } = fakeFetch(({ path }) => answer(path));
  return { client: createApiClient({ baseUrl: 'http://x', fetch }), calls };
}

describe('bonus area adapters', () => {
  it('casino bonuses ask for their descriptions; betting actions go to BettingBonuses; a burn is sent as burn_active=1', async () => {
    const { client, calls } = api((path) => (path.includes('bonuses.get') ? json({ data: { count: 1, items: [bonusDto] } }) : json({ data: 1 })));
    const bonuses = new ApiBonuses(client);
    const page = await bonuses.getCasinoBonuses({ count: 20, offset: 0, statuses: ['available', 'active'] });
    expect(page).toMatchObject({ ok: true, value: { count: 1, items: [{ id: 3, description: { title: 'T' }, minOdds: null }] } });
    expect(calls[0]!.path).toBe('/api/bonuses.get?count=20&offset=0&type=casino&fields=description&fields=status&status=available&status=active');
    await bonuses.activate({ id: 3, type: 'casino' }, { burnActive: true });
    await bonuses.activate({ id: 9, type: 'betting' });
    await bonuses.remove({ id: 9, type: 'betting' });
    await bonuses.deactivate({ id: 3, type: 'casino' });
    expect(calls.slice(1).map((c) => [c.url.pathname, c.fields])).toEqual([
      ['/api/bonuses.activate', { bonus_id: '3', burn_active: '1' }],
      ['/api/BettingBonuses.activate', { bonus_id: '9' }],
      ['/api/BettingBonuses.remove', { bonus_id: '9' }],
      ['/api/bonuses.deactivate', { bonus_id: '3' }],
    ]);
  });

  it('activates a promo code as promo_code and maps the campaign; a refusal keeps error_data', async () => {
    const { client, calls } = api((path) =>
      path.includes('activateOffer')
        ? calls.length === 1
          ? json({ data: { promo_code: 'WELCOME100', campaign: offerDto } })
          : json({ error: { type: 'InvalidParameterException', message: 'Promo code has expired', error_data: { promo_code: ['expired'] } } }, 400)
        : json({ data: 1 }),
    );
    const campaigns = new ApiCampaigns(client);
    expect(await campaigns.activatePromoCode('WELCOME100')).toMatchObject({ ok: true, value: { promoCode: 'WELCOME100', campaign: { sysname: 'welcome100', trigger: null, promotions: [{ valueType: 'fixed' }] } } });
    expect(calls[0]!.fields).toMatchObject({ promo_code: 'WELCOME100' });
    expect(await campaigns.activatePromoCode('EXPIRED')).toMatchObject({ ok: false, error: { type: 'InvalidParameterException', errorData: { promo_code: ['expired'] } } });
    await campaigns.takePromotions(6);
    expect(calls[2]!.fields).toEqual({ offer_id: '6' });
  });

  it('cashbacks, banners (their art per width) and promotions', async () => {
    const banner = { id: 1, sysname: 'welcome', sort: 0, started_at: null, finished_at: null, description: { position: 'main_slider', title: 'W', text: 'x', button_text: null, link: '/offers', images: { desktop: '/d.svg', mobile: '/m.svg' } } };
    const { client, calls } = api((path) =>
      path.includes('banners.get')
        ? json({ data: { count: 1, items: [banner] } })
        : path.includes('promotions')
          ? json({ items: [{ id: 'welcome', title: 'W', summary: 's', image: null, content: '<p>x</p>', button: null, finished_at: null }] })
          : json({ data: 1 }),
    );
    expect(await new ApiCashbacks(client).payout(8)).toEqual({ ok: true, value: true });
    expect(calls[0]!.fields).toEqual({ cashback_id: '8' });
    const banners = new ApiBanners(client);
    expect(await banners.get({ count: 10, imageKey: 'img_1920_400' })).toMatchObject({ ok: true, value: [{ images: { desktop: '/d.svg', tablet: '/d.svg', mobile: '/m.svg' }, link: '/offers' }] });
    expect(await new ApiPromotions(client).get('ar')).toMatchObject({ ok: true, value: [{ id: 'welcome', finishedAt: null }] });
    expect(calls.at(-1)!.path).toBe('/content/promotions/ar');
  });
});
