import { cashback, err, failure, FakeCashbacksPort, honourSignals, ok } from '@casino/adapters/testing';
import { describe, expect, it } from 'vitest';
import { sessionKit } from '../common/testing.ts';
import { CashbackViewModel } from './cashback.vm.ts';

function setup() {
  const kit = sessionKit();
  const port = new FakeCashbacksPort();
  const vm = new CashbackViewModel(port, kit.session);
  return { ...kit, port, vm };
}

describe('CashbackViewModel', () => {
  it('loads again after a remount disposed it mid-load (StrictMode, Activity), and drops the stale answer', async () => {
    const { port, session } = setup();
    port.page = ok({ items: [cashback({ id: 2 })], count: 1 });
    const vm = new CashbackViewModel(honourSignals(port), session);
    const first = vm.load();
    vm.dispose();
    const second = vm.load();
    await Promise.all([first, second]);
    expect(vm.state).toBe('ready');
    expect(vm.items.map((c) => c.id)).toEqual([2]);
    vm.dispose();
    vm.dispose();
    await vm.load();
    expect(vm.state).toBe('ready');
  });

  it('lists cashbacks by period end, newest first, and says when the list failed', async () => {
    const { vm, port } = setup();
    port.page = ok({ items: [cashback({ id: 2 }), cashback({ id: 1, status: 'paid_out' })], count: 3 });
    await vm.load();
    expect(vm.items.map((c) => c.id)).toEqual([2, 1]);
    expect(vm.hasMore).toBe(true);
    expect(port.callsOf('list')).toEqual([{ count: 20, offset: 0, sort: 'end_date', order: 'desc' }]);
    expect(vm.canPayout(vm.items[1]!)).toBe(false);
    port.page = err(failure());
    await vm.load();
    expect(vm.state).toBe('failed');
  });

  it('pays out once, then reloads the list and the balances', async () => {
    const { vm, port, account, session } = setup();
    let release!: () => void;
    port.gate = new Promise((r) => (release = r));
    const first = vm.run('payout', cashback({ id: 5 }));
    expect(await vm.run('payout', cashback({ id: 5 }))).toBe('busy');
    expect(await vm.run('remove', cashback({ id: 6 }))).toBe('busy');
    release();
    expect(await first).toBe('done');
    expect(port.callsOf('payout')).toEqual([5]);
    expect(port.callsOf('remove')).toEqual([]);
    expect(account.calls).toContain('getBalance');
    expect(session.balances?.bonus.amount).toBe(25);
    expect(port.callsOf('list')).toHaveLength(1);
  });

  it('removes, and shows why an action failed', async () => {
    const { vm, port, account } = setup();
    expect(await vm.run('remove', cashback({ id: 6 }))).toBe('done');
    expect(port.callsOf('remove')).toEqual([6]);
    expect(account.calls).not.toContain('getBalance');
    port.actionResult = err({ ...failure('InvalidParameterException', 400), fieldErrors: { cashback_id: [{ code: 'not_available', message: 'x' }] } });
    expect(await vm.run('payout', cashback({ id: 7 }))).toBe('failed');
    expect(vm.failure).toBe('notAvailable');
    expect(vm.pendingId).toBeNull();
  });
});
