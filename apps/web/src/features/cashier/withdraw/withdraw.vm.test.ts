import { failure, honourSignals, paymentMethod } from '@casino/adapters/testing';
import { err, ok } from '@casino/domain/shared';
import type { PaymentRequest } from '@casino/domain/ports';
import { describe, expect, it } from 'vitest';
import { cashierKit, gate } from '../testing.ts';
import { WithdrawViewModel } from './withdraw.vm.ts';

async function setup() {
  const kit = await cashierKit();
  const vm = new WithdrawViewModel(kit.cashier, kit.session, kit.logger, kit.keys, kit.clock);
  kit.cashier.withdrawSettings = ok({ currency: 'EUR', methods: [paymentMethod({ id: 11, bounds: { min: 20, max: 5000 } })], withdrawable: { amount: 100, currency: 'EUR' } });
  await vm.load();
  vm.form.setTypedCard('card_number', '4111111111111111');
  vm.form.setValue('card_holder', 'Jane Doe');
  return { ...kit, vm };
}

describe('WithdrawViewModel', () => {
  it('loads again after a remount disposed it mid-load (StrictMode, Activity), and drops the stale answer', async () => {
    const kit = await cashierKit();
    const vm = new WithdrawViewModel(honourSignals(kit.cashier), kit.session, kit.logger, kit.keys, kit.clock);
    const first = vm.load();
    vm.dispose();
    const second = vm.load();
    await Promise.all([first, second]);
    expect(vm.status).toBe('ready');
    expect(vm.method?.id).toBe(11);
    expect(kit.logger.entries).not.toContainEqual(expect.objectContaining({ message: 'withdraw settings failed' }));
    vm.dispose();
    vm.dispose();
    await vm.load();
    expect(vm.status).toBe('ready');
  });

  it('refuses more than the withdrawable amount without a call', async () => {
    const { vm, cashier } = await setup();
    vm.form.setAmount('150');
    expect(await vm.submit()).toBe(false);
    expect(vm.amountMessage).toMatchObject({ values: { available: '€100.00' } });
    expect(cashier.callsOf('makeWithdrawal')).toHaveLength(0);
  });

  it('sends the typed amount as exact money of the player\'s currency, up to the withdrawable amount', async () => {
    const { vm, cashier } = await setup();
    vm.form.setAmount('101');
    expect(await vm.submit()).toBe(false);
    expect(vm.amountMessage).toMatchObject({ values: { available: '€100.00' } });
    vm.form.setAmount('100');
    expect(await vm.submit()).toBe(true);
    expect((cashier.callsOf('makeWithdrawal') as PaymentRequest[]).map((r) => r.amount)).toEqual([{ minor: 10000, currency: 'EUR' }]);
  });

  it('sends once with a key, then shows the request and refreshes the balance', async () => {
    const { vm, cashier, account } = await setup();
    vm.form.setAmount('30');
    const held = gate();
    cashier.gate = held.promise;
    const first = vm.submit();
    expect(await vm.submit()).toBe(false);
    held.open();
    expect(await first).toBe(true);
    expect(cashier.callsOf('makeWithdrawal')).toEqual([{ methodId: 11, method: 'visa_mc', amount: { minor: 3000, currency: 'EUR' }, requisites: { card_number: '4111111111111111', card_holder: 'Jane Doe' }, idempotencyKey: 'key-00000001' }]);
    expect(vm.done?.transaction).toBe('9');
    expect(account.calls).toContain('getBalance');
  });

  it('maps the period limit and KYC errors and keeps what was typed', async () => {
    const { vm, cashier } = await setup();
    vm.form.setAmount('30');
    cashier.withdrawalResult = err(failure('WithdrawalLimitsPeriodExceededException', 400));
    await vm.submit();
    expect(vm.form.error?.type).toBe('WithdrawalLimitsPeriodExceededException');
    cashier.withdrawalResult = err(failure('KycWithdrawalException', 400));
    await vm.submit();
    expect(vm.form.error?.next).toMatchObject({ kind: 'link', to: '/profile/verification' });
    expect(vm.form.amount).toBe('30');
    const keys = (cashier.callsOf('makeWithdrawal') as PaymentRequest[]).map((r) => r.idempotencyKey);
    expect(keys).toEqual(['key-00000001', 'key-00000002']);
  });
});

describe('WithdrawViewModel after its withdrawal', () => {
  it('takes no second submit until the player asks for another withdrawal', async () => {
    const { vm, cashier } = await setup();
    vm.form.setAmount('30');
    expect(await vm.submit()).toBe(true);
    expect(await vm.submit()).toBe(false);
    expect(cashier.callsOf('makeWithdrawal')).toHaveLength(1);
  });
});
