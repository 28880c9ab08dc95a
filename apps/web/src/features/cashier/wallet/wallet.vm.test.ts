import { accountInfo, balances, failure, historyItem, honourSignals } from '@casino/adapters/testing';
import { err, ok } from '@casino/domain/shared';
import { describe, expect, it } from 'vitest';
import { cashierKit } from '../testing.ts';
import { WalletViewModel } from './wallet.vm.ts';

async function setup() {
  const kit = await cashierKit();
  kit.account.balance = ok(balances(100.1, 0.2, 5));
  return { ...kit, vm: new WalletViewModel(kit.cashier, kit.session) };
}

describe('WalletViewModel', () => {
  it('loads again after a remount disposed it mid-load (StrictMode, Activity)', async () => {
    const kit = await cashierKit();
    const vm = new WalletViewModel(honourSignals(kit.cashier), kit.session);
    kit.cashier.history.all = ok({ items: [historyItem(1)], count: 1 });
    const first = vm.load();
    vm.dispose();
    const second = vm.load();
    await Promise.all([first, second]);
    expect(vm.recentStatus).toBe('ready');
    expect(vm.recent.map((r) => r.id)).toEqual([1]);
    expect(vm.equivalents).not.toEqual([]);
    vm.dispose();
    vm.dispose();
    await vm.load();
    expect(vm.recentStatus).toBe('ready');
  });

  it('shows the balances, their exact total and its equivalents', async () => {
    const { vm } = await setup();
    await vm.load();
    expect(vm.balances).toEqual({ main: '€100.10', bonus: '€0.20', bettingBonus: '€5.00', total: '€105.30' });
    expect(vm.equivalents).toEqual([{ currency: 'USD', text: '$115.83' }]);
  });

  it('asks for the 4 most recent payments; with payments the currency is locked', async () => {
    const { vm, cashier } = await setup();
    cashier.history.all = ok({ items: [historyItem(1)], count: 1 });
    await vm.load();
    expect(cashier.callsOf('getHistory')).toEqual([{ type: 'all', offset: 0, count: 4 }]);
    expect(vm.canSwitchCurrency).toBe(false);
  });

  it('switches the currency of a fresh account and reloads it; a refusal is shown', async () => {
    const { vm, cashier, account } = await setup();
    await vm.load();
    expect(vm.canSwitchCurrency).toBe(true);
    account.info = ok(accountInfo({ uid: 7, balances: balances(0, 0, 0, 'USD') }));
    await vm.switchCurrency('USD');
    expect(cashier.callsOf('setCurrency')).toEqual(['USD']);
    expect(vm.currency).toBe('USD');
    cashier.setCurrencyResult = err(failure('InvalidParameterException', 400));
    await vm.switchCurrency('EUR');
    expect(vm.switchError).not.toBeNull();
  });

  it('failed calls leave balances on screen and no equivalents', async () => {
    const { vm, cashier } = await setup();
    cashier.history.all = err(failure());
    cashier.rates = err(failure());
    await vm.load();
    expect(vm.recentStatus).toBe('failed');
    expect(vm.equivalents).toEqual([]);
    expect(vm.balances?.total).toBe('€105.30');
  });
});
