import { depositInfo, failure, honourSignals } from '@casino/adapters/testing';
import { err, ok } from '@casino/domain/shared';
import { describe, expect, it } from 'vitest';
import { cashierKit } from '../testing.ts';
import { PaymentResultViewModel } from './payment-result.vm.ts';
import { paymentMethod } from '@casino/adapters/testing';

async function setup() {
  const kit = await cashierKit();
  let waits = 0;
  const vm = new PaymentResultViewModel(kit.cashier, kit.session, async () => void (waits += 1));
  return { ...kit, vm, waits: () => waits };
}

describe('PaymentResultViewModel', () => {
  it('looks up and polls again after a remount disposed it mid-look-up (StrictMode, Activity)', async () => {
    const kit = await cashierKit();
    const vm = new PaymentResultViewModel(honourSignals(kit.cashier), kit.session, async () => undefined);
    kit.cashier.depositInfos = [ok(depositInfo({ status: 'pending' })), ok(depositInfo({ status: 'pending' })), ok(depositInfo({ status: 'success' }))];
    const first = vm.start('paypending', '5');
    vm.dispose();
    const second = vm.start('paypending', '5');
    expect(await first).toBeUndefined();
    expect(await second).toBe('/cashier/paysuccess/5');
    expect(vm.status).toBe('ready');
    vm.dispose();
    vm.dispose();
    expect(await vm.start('paysuccess', '5')).toBeUndefined();
    expect(vm.status).toBe('ready');
    expect(vm.info?.status).toBe('success');
  });

  it('the pending page waits only for a payment its address names and that could be looked up', async () => {
    const { vm, cashier } = await setup();
    expect(vm.waitsFor(undefined)).toBe(false);
    expect(vm.waitsFor('abc')).toBe(false);
    expect(await vm.start('paypending', undefined)).toBeUndefined();
    expect(cashier.callsOf('getDepositInfo')).toEqual([]);
    expect(vm.waitsFor('5')).toBe(true);
    cashier.depositInfos = [err(failure())];
    expect(await vm.start('paypending', '5')).toBeUndefined();
    expect(vm.status).toBe('failed');
    expect(vm.waitsFor('5')).toBe(false);
  });

  it('looks the transaction up instead of echoing its id', async () => {
    const { vm, cashier } = await setup();
    expect(await vm.start('payfail', '5')).toBeUndefined();
    expect(cashier.callsOf('getDepositInfo')).toEqual([5]);
    expect(vm.info?.amount).toEqual({ amount: 50, currency: 'EUR' });
  });

  it('the pending page polls until the payment settles, then follows to its result and refreshes the balance', async () => {
    const { vm, cashier, account, waits } = await setup();
    cashier.depositInfos = [ok(depositInfo({ status: 'pending' })), ok(depositInfo({ status: 'pending' })), ok(depositInfo({ status: 'success' }))];
    expect(await vm.start('paypending', '5')).toBe('/cashier/paysuccess/5');
    expect(waits()).toBe(2);
    expect(account.calls).toContain('getBalance');
  });

  it('a declined pending payment goes to the fail page', async () => {
    const { vm, cashier } = await setup();
    cashier.depositInfos = [ok(depositInfo({ status: 'pending' })), ok(depositInfo({ status: 'failed' }))];
    expect(await vm.start('paynewwindow', '5')).toBe('/cashier/payfail/5');
  });

  it('a failed look-up leaves the page with a retry; no transaction means no call', async () => {
    const { vm, cashier } = await setup();
    cashier.depositInfos = [err(failure())];
    expect(await vm.start('paypending', '5')).toBeUndefined();
    expect(vm.status).toBe('failed');
    expect(await vm.start('paysuccess', undefined)).toBeUndefined();
    expect(await vm.start('paysuccess', '../x')).toBeUndefined();
    expect(cashier.callsOf('getDepositInfo')).toHaveLength(1);
  });

  it('names the method and every detail for the player: the settings\' method name, catalog labels, never a sysname or field key', async () => {
    const { vm, cashier } = await setup();
    const method = paymentMethod({
      fields: [
        ...paymentMethod().fields,
        { name: 'wallet_tier', type: 'select', label: 'Wallet tier', placeholder: null, mask: null, required: false, validators: [], options: [{ value: 'gold', label: 'Gold wallet' }] },
      ],
    });
    cashier.depositSettings = ok({ currency: 'EUR', methods: [method], presets: [] });
    cashier.depositInfos = [ok(depositInfo({ requisites: { card_holder: 'JANE DOE', card_number: '411111...1111', wallet_tier: 'gold', ref_code: 'R1' } }))];
    await vm.start('paysuccess', '5');
    expect(vm.methodName).toBe('Visa / Mastercard');
    expect(vm.lines.map((line) => [line.name, 'text' in line.label ? line.label.text : line.label.message.message, line.value])).toEqual([
      ['card_number', 'Card number', '411111...1111'],
      ['card_holder', 'Card holder', 'JANE DOE'],
      ['wallet_tier', 'Wallet tier', 'Gold wallet'],
      ['ref_code', 'Payment detail', 'R1'],
    ]);
    // the card labels come from the catalog (translated), not from the settings' English
    expect(vm.lines[0]!.label).toHaveProperty('message');
    expect(cashier.callsOf('getDepositSettings')).toHaveLength(1);
  });

  it('a method the settings do not list, or settings that fail, leave the method unnamed and the details in catalog words', async () => {
    const { vm, cashier } = await setup();
    cashier.depositSettings = err(failure());
    cashier.depositInfos = [ok(depositInfo({ method: 'visa_mc', requisites: { card_holder: 'JANE DOE' } }))];
    await vm.start('payfail', '5');
    expect(vm.status).toBe('ready');
    expect(vm.methodName).toBeUndefined();
    expect(vm.lines.map((line) => ('text' in line.label ? line.label.text : line.label.message.message))).toEqual(['Card holder']);
    cashier.depositSettings = ok({ currency: 'EUR', methods: [paymentMethod({ sysname: 'pix', name: 'PIX' })], presets: [] });
    await vm.retry('payfail', '5');
    expect(vm.methodName).toBeUndefined();
  });

  it('stops polling when the page is left', async () => {
    const { vm, cashier } = await setup();
    cashier.depositInfos = [ok(depositInfo({ status: 'pending' }))];
    const running = vm.start('paypending', '5');
    vm.dispose();
    expect(await running).toBeUndefined();
  });
});
