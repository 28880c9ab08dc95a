import { bonus, failure, FakeBonusesPort, freeSpinPack, honourSignals, ok, err } from '@casino/adapters/testing';
import { describe, expect, it } from 'vitest';
import { ScriptedBonusDialogs, sessionKit } from '../common/testing.ts';
import { BonusesViewModel } from './bonuses.vm.ts';

function setup(options: { bonusIsolation?: boolean } = {}) {
  const kit = sessionKit(options);
  const port = new FakeBonusesPort();
  const dialogs = new ScriptedBonusDialogs();
  const vm = new BonusesViewModel(port, kit.session, dialogs);
  return { ...kit, port, dialogs, vm };
}

const available = bonus({ id: 2, status: 'available' });
const running = bonus({ id: 1, status: 'active' });

describe('BonusesViewModel', () => {
  it('loads again after a remount disposed it mid-load (StrictMode, Activity), and drops the stale answers', async () => {
    const kit = sessionKit();
    const port = new FakeBonusesPort();
    port.casino = ok({ items: [available], count: 1 });
    const vm = new BonusesViewModel(honourSignals(port), kit.session, new ScriptedBonusDialogs());
    const first = vm.load();
    vm.dispose();
    const second = vm.load();
    await Promise.all([first, second]);
    expect([vm.casinoState, vm.bettingState, vm.freeSpinsState]).toEqual(['ready', 'ready', 'ready']);
    expect(vm.casino.map((b) => b.id)).toEqual([2]);
    vm.dispose();
    vm.dispose();
    await vm.load();
    expect([vm.casinoState, vm.bettingState, vm.freeSpinsState]).toEqual(['ready', 'ready', 'ready']);
  });

  it('loads casino bonuses (current ones), betting bonuses and free spins, each on its own', async () => {
    const { vm, port } = setup();
    port.casino = ok({ items: [running, available], count: 2 });
    port.betting = ok([bonus({ id: 7, type: 'betting', status: 'available' }), bonus({ id: 8, type: 'betting', status: 'expired' })]);
    port.freeSpins = err(failure());
    await vm.load();
    expect(vm.casino.map((b) => b.id)).toEqual([1, 2]);
    expect(vm.betting.map((b) => b.id)).toEqual([7]);
    expect(vm.freeSpinsState).toBe('failed');
    expect(port.callsOf('getCasinoBonuses')).toEqual([{ count: 20, offset: 0, statuses: ['available', 'active'] }]);
    expect(port.callsOf('getFreeSpins')).toEqual([99]);
  });

  it('shows each list once the lists above it have first settled, and keeps them through later reloads', async () => {
    const { vm, port } = setup();
    port.casino = err(failure());
    expect(vm.shows).toEqual({ betting: false, freeSpins: false });
    await vm.loadBetting();
    // the betting list knows what it shows, but the casino list above it might still push it down
    expect(vm.shows).toEqual({ betting: false, freeSpins: false });
    await vm.loadCasino();
    expect(vm.shows).toEqual({ betting: true, freeSpins: true });
    port.casino = ok({ items: [available], count: 1 });
    const reloading = vm.loadCasino();
    expect(vm.casinoState).toBe('loading');
    expect(vm.shows).toEqual({ betting: true, freeSpins: true });
    await reloading;
  });

  it('switches to history and pages without duplicates', async () => {
    const { vm, port } = setup();
    port.casino = ok({ items: [bonus({ id: 3, status: 'expired' })], count: 2 });
    vm.setFilter('history');
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(vm.hasMoreCasino).toBe(true);
    port.casino = ok({ items: [bonus({ id: 3, status: 'expired' }), bonus({ id: 4, status: 'wagered' })], count: 2 });
    await vm.loadCasino(true);
    expect(vm.casino.map((b) => b.id)).toEqual([3, 4]);
    expect(port.callsOf('getCasinoBonuses').at(-1)).toEqual({ count: 20, offset: 1, statuses: ['wagered', 'expired', 'cancelled'] });
  });

  it('activates after the player agrees, then reloads the list and the balances', async () => {
    const { vm, port, dialogs, account, session } = setup();
    port.casino = ok({ items: [available], count: 1 });
    await vm.load();
    expect(await vm.run('activate', available)).toBe('done');
    expect(dialogs.asked).toEqual(['activate:2']);
    expect(port.callsOf('activate')).toEqual([{ id: 2, type: 'casino', burnActive: false }]);
    expect(account.calls).toContain('getBalance');
    expect(port.callsOf('getCasinoBonuses')).toHaveLength(2);
    expect(session.balances?.bonus.amount).toBe(25);
  });

  it('does nothing when the player says no', async () => {
    const { vm, port, dialogs } = setup();
    dialogs.answer = false;
    expect(await vm.run('remove', available)).toBe('cancelled');
    expect(port.callsOf('remove')).toEqual([]);
    expect(vm.pendingId).toBeNull();
  });

  it('sends an action once however often it is pressed, the question open or the call running', async () => {
    const { vm, port, dialogs } = setup();
    let release!: () => void;
    dialogs.gate = new Promise((r) => (release = r));
    const first = vm.run('activate', available);
    expect(await vm.run('activate', available)).toBe('busy');
    expect(await vm.run('remove', running)).toBe('busy');
    release();
    expect(await first).toBe('done');
    expect(port.callsOf('activate')).toHaveLength(1);
    expect(dialogs.asked).toEqual(['activate:2']);
  });

  it('under bonus isolation asks to burn the running bonus and burns it in the same call', async () => {
    const { vm, port, dialogs } = setup({ bonusIsolation: true });
    port.casino = ok({ items: [running, available], count: 2 });
    await vm.load();
    await vm.run('activate', available);
    expect(dialogs.asked).toEqual(['burn:2']);
    expect(port.callsOf('activate')).toEqual([{ id: 2, type: 'casino', burnActive: true }]);
  });

  it('without isolation asks the plain question and shows the server refusal', async () => {
    const { vm, port, dialogs } = setup();
    port.casino = ok({ items: [running, available], count: 2 });
    await vm.load();
    port.actionResult = err({ ...failure('InvalidParameterException', 400), fieldErrors: { bonus_id: [{ code: 'active_exists', message: 'x' }] } });
    expect(await vm.run('activate', available)).toBe('failed');
    expect(dialogs.asked).toEqual(['activate:2']);
    expect(vm.failure).toBe('activeExists');
    port.actionResult = err(failure());
    expect(await vm.run('deactivate', running)).toBe('failed');
    expect(vm.failure).toBe('actionFailed');
  });

  it('after a betting bonus is activated, says so and goes to betting when the player wants', async () => {
    const { vm, port, dialogs } = setup();
    const bet = bonus({ id: 9, type: 'betting', status: 'available', minOdds: 1.5 });
    dialogs.goBetting = true;
    expect(await vm.run('activate', bet)).toBe('goToBetting');
    expect(dialogs.asked).toEqual(['activate:9', 'bettingActivated:9']);
    expect(port.callsOf('getBettingBonuses')).toHaveLength(1);
    dialogs.goBetting = false;
    expect(await vm.run('activate', bet)).toBe('done');
  });

  it('offers the actions a status allows', () => {
    const { vm } = setup();
    expect(vm.actionsOf(available)).toEqual(['activate', 'remove']);
    expect(vm.actionsOf(running)).toEqual(['deactivate', 'remove']);
    expect(vm.actionsOf(bonus({ type: 'betting', status: 'active' }))).toEqual(['remove']);
    expect(vm.actionsOf(bonus({ status: 'wagered' }))).toEqual([]);
    expect(freeSpinPack().remaining).toBe(32);
  });
});
