import { call } from '@casino/sdk';
import { expect, it } from 'vitest';
import { newPlayer } from './account-helpers.ts';
import type { ContractEnv } from './env.ts';
import { deposit } from './money-helpers.ts';

export function campaignsCases(env: ContractEnv) {
  it('checks promo codes for guests: usable ones answer the campaign, others false', async () => {
    const guest = env.guest();
    expect(await call(guest.POST('/api/campaigns.checkPromocode', { body: { promo_code: 'welcome100' } }))).toMatchObject({ promo_code: 'WELCOME100' });
    for (const code of ['EXPIRED', 'USED', 'NO-SUCH-CODE']) expect(await call(guest.POST('/api/campaigns.checkPromocode', { body: { promo_code: code } }))).toBe(false);
    await expect(call(guest.POST('/api/campaigns.checkPromocode', { body: { promo_code: '' } }))).rejects.toMatchObject({ status: 400 });
  });

  it('activates a promo code once and names the failure in error_data.promo_code', async () => {
    const { api } = await newPlayer(env);
    const activated = await call(api.POST('/api/campaigns.activateOffer', { body: { promo_code: 'WELCOME100', fields: ['description', 'promotions'] } }));
    expect(activated).toMatchObject({ promo_code: 'WELCOME100', campaign: { sysname: 'welcome100' } });
    expect(activated.campaign.trigger).toBeUndefined();
    // the player's own code again (a retry after the client gave up): the same answer, and still one bonus
    expect(await call(api.POST('/api/campaigns.activateOffer', { body: { promo_code: 'WELCOME100' } }))).toMatchObject({ promo_code: 'WELCOME100', campaign: { sysname: 'welcome100' } });
    expect((await call(api.GET('/api/bonuses.get'))).count).toBe(1);
    for (const [code, reason] of [['EXPIRED', 'expired'], ['USED', 'already_used'], ['NOPE', 'not_found']] as const) {
      await expect(call(api.POST('/api/campaigns.activateOffer', { body: { promo_code: code } }))).rejects.toMatchObject({
        type: 'InvalidParameterException',
        errorData: { promo_code: [reason] },
        fieldErrors: { promo_code: [{ code: reason }] },
      });
    }
  });

  it('lists offers with triggers and grants a deposit offer with its deposit', async () => {
    const offers = await call(env.guest().GET('/api/campaigns.getoffers', { params: { query: { fields: ['trigger', 'description', 'promotions'] } } }));
    expect(offers.count).toBe(7);
    const welcome = offers.items.find((o) => o.sysname === 'welcome-deposit')!;
    expect(welcome.trigger).toMatchObject({ action: 'deposit', user_satisfies_params: true, params: { exclude_methods: ['test_decline', 'crypto_usdt'] } });
    const { api } = await newPlayer(env);
    await expect(deposit(api, 100, 'crypto_usdt', { campaign_offer_id: welcome.id })).rejects.toMatchObject({ fieldErrors: { campaign_offer_id: [{ code: 'not_available' }] } });
    await deposit(api, 100, 'visa_mc', { campaign_offer_id: welcome.id });
    const bonuses = await call(api.GET('/api/bonuses.get'));
    expect(bonuses.items).toMatchObject([{ status: 'available', amount: { amount: 100 } }]);
    expect((await call(api.GET('/api/freespins.get'))).items).toMatchObject([{ game: { sysname: 'lucky-fortune' }, remaining_count: 50 }]);
    const after = await call(api.GET('/api/campaigns.getoffers', { params: { query: { fields: ['trigger'] } } }));
    expect(after.items.find((o) => o.id === welcome.id)!.trigger!.user_satisfies_params).toBe(false);
    await expect(call(env.guest().GET('/api/campaigns.getoffers', { params: { query: { count: 0 } } }))).rejects.toMatchObject({ status: 400 });
  });

  it('takes a manual offer once: a retry answers 1 and grants nothing more', async () => {
    const { api, uid } = await newPlayer(env);
    const offers = await call(api.GET('/api/campaigns.getoffers', { params: { query: { action: 'manual' } } }));
    const spins = offers.items.find((o) => o.sysname === 'weekend-spins')!;
    expect(await call(api.POST('/api/campaigns.takepromotions', { body: { offer_id: spins.id } }))).toBe(1);
    expect(await call(api.POST('/api/campaigns.takepromotions', { body: { offer_id: spins.id } }))).toBe(1);
    expect(await env.sandbox.db.query('SELECT 1 FROM freespin_packs WHERE uid = $1', [uid])).toHaveLength(1);
    await expect(call(api.POST('/api/campaigns.takepromotions', { body: { offer_id: 999999 } }))).rejects.toMatchObject({ fieldErrors: { offer_id: [{ code: 'not_available' }] } });
  });
}
