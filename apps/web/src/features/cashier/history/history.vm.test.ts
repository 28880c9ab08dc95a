import { failure, historyItem } from '@casino/adapters/testing';
import { err, ok } from '@casino/domain';
import { describe, expect, it } from 'vitest';
import { cashierKit } from '../testing.ts';
import { HistoryViewModel } from './history.vm.ts';

async function setup() {
  const kit = await cashierKit();
  return { ...kit, vm: new HistoryViewModel(kit.cashier, kit.session) };
}

describe('HistoryViewModel', () => {
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
