import { FakeBonusesPort, FakeCashbacksPort, bonus, cashback, failure, historyItem, honourSignals } from '@casino/adapters/testing';
import { err, ok } from '@casino/domain/shared';
import { describe, expect, it } from 'vitest';
import { cashierKit } from '../testing.ts';
import { HistoryViewModel } from './history.vm.ts';

async function setup() {
  const kit = await cashierKit();
  const bonuses = new FakeBonusesPort();
  const cashbacks = new FakeCashbacksPort();
  return { ...kit, bonuses, cashbacks, vm: new HistoryViewModel(kit.cashier, kit.session, bonuses, cashbacks) };
}

describe('HistoryViewModel', () => {
  it('loads the tab again after a remount disposed it mid-load (StrictMode, Activity)', async () => {
    const kit = await cashierKit();
    const bonuses = new FakeBonusesPort();
    const vm = new HistoryViewModel(honourSignals(kit.cashier), kit.session, honourSignals(bonuses), honourSignals(new FakeCashbacksPort()));
    kit.cashier.history.deposit = ok({ items: [historyItem(1)], count: 1 });
    const first = vm.show('deposit');
    vm.dispose();
    const second = vm.show('deposit');
    await Promise.all([first, second]);
    expect(vm.status).toBe('ready');
    expect(vm.items.map((i) => i.id)).toEqual([1]);
    vm.dispose();
    vm.dispose();
    bonuses.casino = ok({ items: [bonus({ id: 3 })], count: 1 });
    await vm.show('bonuses');
    expect(vm.status).toBe('ready');
    expect(vm.rewards.map((r) => r.id)).toEqual([3]);
  });

  it('loads 4 per page and merges the next page without duplicates by id', async () => {
    const { vm, cashier } = await setup();
    cashier.history.deposit = ok({ items: [1, 2, 3, 4].map((id) => historyItem(id)), count: 6 });
    await vm.show('deposit');
    expect(cashier.callsOf('getHistory')).toEqual([{ type: 'deposit', offset: 0, count: 4 }]);
    expect(vm.hasMore).toBe(true);
    // a new payment pushed item 4 onto the next page: it is not shown twice
    cashier.history.deposit = ok({ items: [historyItem(4), historyItem(5), historyItem(6)], count: 6 });
    await vm.loadMore();
    expect(cashier.callsOf('getHistory')[1]).toEqual({ type: 'deposit', offset: 4, count: 4 });
    expect(vm.items.map((i) => i.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(vm.hasMore).toBe(false);
  });

  it('switching tabs clears the list and reloads; bonuses and cashbacks make no cashier call', async () => {
    const { vm, cashier } = await setup();
    cashier.history.deposit = ok({ items: [historyItem(1)], count: 1 });
    cashier.history.withdrawal = ok({ items: [historyItem(9, { type: 'withdrawal' })], count: 1 });
    await vm.show('deposit');
    await vm.show('withdrawal');
    expect(vm.items.map((i) => i.id)).toEqual([9]);
    await vm.show('bonuses');
    expect(vm.items).toEqual([]);
    expect(vm.isPaymentTab).toBe(false);
    expect(cashier.callsOf('getHistory')).toHaveLength(2);
  });

  it('the bonuses tab lists casino bonuses of every status, 4 per page, merged by id', async () => {
    const { vm, bonuses } = await setup();
    bonuses.casino = ok({ items: [bonus({ id: 1, status: 'wagered' }), bonus({ id: 2, status: 'expired' }), bonus({ id: 3 }), bonus({ id: 4, status: 'active' })], count: 5 });
    await vm.show('bonuses');
    expect(bonuses.callsOf('getCasinoBonuses')).toEqual([{ count: 4, offset: 0 }]);
    expect(vm.rewards.map((r) => [r.id, r.status, r.tone])).toEqual([[1, 'wagered', 'success'], [2, 'expired', 'failed'], [3, 'available', 'pending'], [4, 'active', 'pending']]);
    expect(vm.rewards[0]).toMatchObject({ title: 'Weekend bonus', amount: { amount: 25, currency: 'EUR' } });
    expect(vm.hasMore).toBe(true);
    bonuses.casino = ok({ items: [bonus({ id: 4, status: 'active' }), bonus({ id: 5 })], count: 5 });
    await vm.loadMore();
    expect(bonuses.callsOf('getCasinoBonuses')[1]).toEqual({ count: 4, offset: 4 });
    expect(vm.rewards.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
    expect(vm.hasMore).toBe(false);
  });

  it('the cashbacks tab lists cashbacks newest period first; switching away and back reloads; a failure keeps the page', async () => {
    const { vm, cashbacks } = await setup();
    cashbacks.page = ok({ items: [cashback({ id: 7, status: 'paid_out', paidOutAt: '2026-01-09T00:00:00Z' }), cashback({ id: 6 })], count: 2 });
    await vm.show('cashbacks');
    expect(cashbacks.callsOf('list')).toEqual([{ count: 4, offset: 0, sort: 'end_date', order: 'desc' }]);
    expect(vm.rewards.map((r) => [r.id, r.status, r.tone, r.date])).toEqual([[7, 'paid_out', 'success', '2026-01-09T00:00:00Z'], [6, 'active', 'pending', '2026-01-08T00:00:00Z']]);
    await vm.show('deposit');
    expect(vm.rewards).toEqual([]);
    cashbacks.page = err(failure());
    await vm.show('cashbacks');
    expect(vm.status).toBe('failed');
    cashbacks.page = ok({ items: [cashback({ id: 6 })], count: 1 });
    await vm.loadMore();
    expect(vm.status).toBe('ready');
    expect(vm.rewards.map((r) => r.id)).toEqual([6]);
  });

  it('a failed page keeps what was loaded and can be retried', async () => {
    const { vm, cashier } = await setup();
    cashier.history.deposit = ok({ items: [1, 2, 3, 4].map((id) => historyItem(id)), count: 8 });
    await vm.show('deposit');
    cashier.history.deposit = err(failure());
    await vm.loadMore();
    expect(vm.status).toBe('failed');
    expect(vm.items).toHaveLength(4);
  });

  it('cancels an open withdrawal once, refreshes it and the balance', async () => {
    const { vm, cashier, account } = await setup();
    cashier.history.withdrawal = ok({ items: [historyItem(9, { type: 'withdrawal', status: 'pending', canCancel: true })], count: 1 });
    await vm.show('withdrawal');
    cashier.history.withdrawal = ok({ items: [historyItem(9, { type: 'withdrawal', status: 'cancelled' })], count: 1 });
    const first = vm.cancel(9);
    expect(await vm.cancel(9)).toBe(false);
    expect(await first).toBe(true);
    expect(cashier.callsOf('cancelWithdrawal')).toEqual([9]);
    expect(vm.items[0]?.status).toBe('cancelled');
    expect(account.calls).toContain('getBalance');
  });

  it('a refused cancellation says why', async () => {
    const { vm, cashier } = await setup();
    cashier.cancelResult = err(failure('InvalidParameterException', 400));
    expect(await vm.cancel(9)).toBe(false);
    expect(vm.cancelError?.type).toBe('InvalidParameterException');
  });
});
