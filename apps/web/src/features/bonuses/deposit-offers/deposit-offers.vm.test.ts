import { FakeCampaignsPort, campaignOffer, err, failure, honourSignals, ok } from '@casino/adapters/testing';
import { NO_CAMPAIGN_OFFER } from '@casino/domain/cashier';
import { money } from '@casino/domain/money';
import { describe, expect, it } from 'vitest';
import { sessionKit } from '../common/testing.ts';
import { DepositOffersViewModel } from './deposit-offers.vm.ts';

const trigger = { action: 'deposit' as const, userSatisfiesParams: true, excludeMethods: ['crypto_usdt'], minDeposit: 20, depositNumber: 1 };
const welcome = campaignOffer({ id: 1, sysname: 'welcome', trigger });
const reload = campaignOffer({ id: 2, sysname: 'reload', trigger: { ...trigger, excludeMethods: [], minDeposit: null } });
const spent = campaignOffer({ id: 3, sysname: 'spent', trigger: { ...trigger, userSatisfiesParams: false } });
const manual = campaignOffer({ id: 4, sysname: 'manual' });

function setup() {
  const kit = sessionKit();
  const port = new FakeCampaignsPort();
  port.offers = ok({ items: [welcome, reload, spent, manual], count: 4 });
  const vm = new DepositOffersViewModel(port, kit.session);
  return { ...kit, port, vm };
}

describe('DepositOffersViewModel', () => {
  it('loads again after a remount disposed it mid-load (StrictMode, Activity), and drops the stale answer', async () => {
    const { port, session } = setup();
    const vm = new DepositOffersViewModel(honourSignals(port), session);
    const first = vm.load();
    vm.dispose();
    const second = vm.load();
    await Promise.all([first, second]);
    expect(vm.state).toBe('ready');
    expect(vm.offers.map((o) => o.id)).toEqual([1, 2, 3, 4]);
    vm.dispose();
    vm.dispose();
    await vm.load();
    expect(vm.state).toBe('ready');
  });

  it('asks for deposit offers and shows those the player meets, minus the ones that exclude the method', async () => {
    const { vm, port } = setup();
    await vm.load();
    expect(port.callsOf('getOffers')).toEqual([{ count: 100, action: 'deposit' }]);
    vm.setContext({ method: 'visa_mc', amount: null, currency: 'EUR' });
    expect(vm.visible.map((o) => o.id)).toEqual([1, 2]);
    vm.setContext({ method: 'crypto_usdt', amount: null, currency: 'EUR' });
    expect(vm.visible.map((o) => o.id)).toEqual([2]);
  });

  it('an offer below its minimum deposit is shown but cannot go with the deposit', async () => {
    const { vm } = setup();
    await vm.load();
    vm.setContext({ method: 'visa_mc', amount: money(1000, 'EUR'), currency: 'EUR' });
    expect(vm.canTake(welcome)).toBe(false);
    expect(vm.minimumText(welcome)).toBe('€20.00');
    expect(vm.effectiveChoice(1)).toBe(NO_CAMPAIGN_OFFER);
    vm.setContext({ method: 'visa_mc', amount: money(100000, 'EUR'), currency: 'EUR' });
    expect(vm.effectiveChoice(1)).toBe(1);
  });

  it('a chosen offer is let go when the method changes to one it excludes; none stays none', async () => {
    const { vm } = setup();
    expect(vm.effectiveChoice(1)).toBe(1); // still loading
    await vm.load();
    vm.setContext({ method: 'visa_mc', amount: money(5000, 'EUR'), currency: 'EUR' });
    expect(vm.effectiveChoice(1)).toBe(1);
    vm.setContext({ method: 'crypto_usdt', amount: money(5000, 'EUR'), currency: 'EUR' });
    expect(vm.effectiveChoice(1)).toBe(NO_CAMPAIGN_OFFER);
    expect(vm.effectiveChoice(NO_CAMPAIGN_OFFER)).toBe(NO_CAMPAIGN_OFFER);
  });

  it('a failed load says so and the deposit goes on without offers; a retry loads them', async () => {
    const { vm, port } = setup();
    port.offers = err(failure('InternalServerErrorException', 500));
    await vm.load();
    expect(vm.state).toBe('failed');
    // an offer chosen before (the form came back from its confirmation step) is not dropped for want of the list
    expect(vm.effectiveChoice(1)).toBe(1);
    port.offers = ok({ items: [welcome], count: 1 });
    await vm.load();
    expect(vm.state).toBe('ready');
  });

  it('after a promo code, chooses its campaign when it is a deposit offer that fits', async () => {
    const { vm } = setup();
    vm.setContext({ method: 'visa_mc', amount: money(5000, 'EUR'), currency: 'EUR' });
    expect(await vm.afterPromoCode(2)).toBe(2);
    expect(await vm.afterPromoCode(4)).toBeNull();
    expect(await vm.afterPromoCode(undefined)).toBeNull();
  });
});
