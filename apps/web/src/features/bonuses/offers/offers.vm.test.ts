import { campaignOffer, err, failure, FakeCampaignsPort, honourSignals, ok } from '@casino/adapters/testing';
import { describe, expect, it } from 'vitest';
import { sessionKit } from '../common/testing.ts';
import { OffersViewModel } from './offers.vm.ts';

function setup() {
  const kit = sessionKit();
  const port = new FakeCampaignsPort();
  const vm = new OffersViewModel(port, kit.session);
  return { ...kit, port, vm };
}

const deposit = campaignOffer({ id: 1, trigger: { action: 'deposit', userSatisfiesParams: true, excludeMethods: [], minDeposit: 20, depositNumber: 1 } });
const manual = campaignOffer({ id: 5 });

describe('OffersViewModel', () => {
  it('loads again after a remount disposed it mid-load (StrictMode, Activity), and drops the stale answer', async () => {
    const kit = sessionKit();
    const port = new FakeCampaignsPort();
    port.offers = ok({ items: [manual], count: 1 });
    const vm = new OffersViewModel(honourSignals(port), kit.session);
    const first = vm.load();
    vm.dispose();
    const second = vm.load();
    await Promise.all([first, second]);
    expect(vm.state).toBe('ready');
    expect(vm.offer(5)).toBeDefined();
    vm.dispose();
    vm.dispose();
    await vm.load();
    expect(vm.state).toBe('ready');
  });

  it('loads the offers and finds one by id; a failed list says so', async () => {
    const { vm, port } = setup();
    port.offers = ok({ items: [deposit, manual], count: 2 });
    await vm.load();
    expect(vm.offer(5)?.sysname).toBe('betting-starter');
    expect(vm.offer(9)).toBeUndefined();
    port.offers = err(failure());
    await vm.load();
    expect(vm.state).toBe('failed');
  });

  it('a player takes a manual offer once; then it is taken', async () => {
    const { vm, port } = setup();
    port.offers = ok({ items: [manual], count: 1 });
    await vm.load();
    expect(vm.callOf(manual)).toBe('take');
    let release!: () => void;
    port.gate = new Promise((r) => (release = r));
    const first = vm.take(manual);
    expect(await vm.take(manual)).toBe('busy');
    release();
    expect(await first).toBe('taken');
    expect(port.callsOf('takePromotions')).toEqual([5]);
    expect(vm.callOf(manual)).toBe('none');
    expect(vm.callOf(deposit)).toBe('deposit');
  });

  it('shows why taking failed', async () => {
    const { vm, port } = setup();
    port.takeResult = err({ ...failure('InvalidParameterException', 400), fieldErrors: { offer_id: [{ code: 'not_available', message: 'x' }] } });
    expect(await vm.take(manual)).toBe('failed');
    expect(vm.failure).toBe('notAvailable');
    expect(vm.pendingId).toBeNull();
  });

  it('asks a guest to register instead of calling', async () => {
    const { vm, port, session } = setup();
    session.setAccount({ ...session.account!, uid: 0 });
    expect(vm.callOf(manual)).toBe('register');
    expect(vm.callOf(deposit)).toBe('register');
    expect(await vm.take(manual)).toBe('register');
    expect(port.callsOf('takePromotions')).toEqual([]);
  });
});
