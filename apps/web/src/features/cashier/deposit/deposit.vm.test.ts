import { failure, honourSignals, paymentMethod } from '@casino/adapters/testing';
import { DAY_MS, err, ok } from '@casino/domain/shared';
import type { DepositRequest } from '@casino/domain/ports';
import { describe, expect, it } from 'vitest';
import { cashierKit, gate } from '../testing.ts';
import { DepositViewModel } from './deposit.vm.ts';

async function setup(section: Record<string, unknown> = {}) {
  const kit = await cashierKit(section);
  const vm = new DepositViewModel(kit.cashier, kit.session, kit.content, kit.logger, kit.keys, kit.clock, kit.promotion);
  return { ...kit, vm };
}

async function filled(section: Record<string, unknown> = {}) {
  const s = await setup(section);
  await s.vm.load();
  s.vm.form.setAmount('1,000');
  s.vm.form.setTypedCard('card_number', '4111 1111 1111 1111');
  s.vm.form.setValue('card_holder', 'JANE DOE');
  return s;
}

describe('DepositViewModel', () => {
  it('loads again after a remount disposed it mid-load (StrictMode, Activity), and drops the stale answer', async () => {
    const kit = await cashierKit();
    const vm = new DepositViewModel(honourSignals(kit.cashier), kit.session, kit.content, kit.logger, kit.keys, kit.clock, kit.promotion);
    const first = vm.load();
    vm.dispose();
    const second = vm.load();
    await Promise.all([first, second]);
    expect(vm.status).toBe('ready');
    expect(kit.logger.entries).not.toContainEqual(expect.objectContaining({ message: 'deposit settings failed' }));
    vm.dispose();
    vm.dispose();
    await vm.load();
    expect(vm.status).toBe('ready');
  });

  it('preselects the method of the SEO path and groups popular methods first', async () => {
    const { vm, cashier } = await setup();
    cashier.depositSettings = ok({ currency: 'EUR', presets: [], methods: [paymentMethod({ sysname: 'pix', popular: false }), paymentMethod({ sysname: 'visa_mc' })] });
    await vm.load('pix');
    expect(vm.method?.sysname).toBe('pix');
    expect(vm.groups.popular.map((m) => m.sysname)).toEqual(['visa_mc']);
    expect(vm.groups.other.map((m) => m.sysname)).toEqual(['pix']);
  });

  it('takes presets of the player currency from the content configuration, else from the settings', async () => {
    const configured = await setup({ amountPresets: [{ currency: 'eur', amount: [{ value: 10 }, { value: 25 }] }, { currency: 'USD', amount: [{ value: 99 }] }] });
    await configured.vm.load();
    expect(configured.vm.presets).toEqual(['10', '25']);
    const fallback = await setup();
    await fallback.vm.load();
    expect(fallback.vm.presets).toEqual(['20', '50']);
  });

  it('checks the sum rule with formatted bounds and the card number before sending anything', async () => {
    const { vm, cashier } = await setup();
    await vm.load();
    vm.form.setAmount('05');
    expect(await vm.submit()).toEqual({ kind: 'none' });
    expect(vm.amountMessage).toMatchObject({ values: {} });
    vm.form.setAmount('6,000');
    expect(vm.amountMessage).toMatchObject({ values: { min: '10', max: '5,000' } });
    vm.form.setTypedCard('card_number', '4111 1111 1111 1112');
    expect(vm.form.fieldMessage(vm.method!.fields[0]!)).toBeDefined();
    expect(cashier.callsOf('makeDeposit')).toHaveLength(0);
  });

  it('shows the deposit limit before submit and refuses an amount above it without a call', async () => {
    const { vm, cashier } = await setup();
    cashier.depositLimit = ok({ available: 250, limit: 500, period: 7, currency: 'EUR' });
    await vm.load();
    expect(vm.availableText).toBe('€250.00');
    vm.form.setAmount('300');
    vm.form.setTypedCard('card_number', '4111111111111111');
    vm.form.setValue('card_holder', 'Jane Doe');
    expect(await vm.submit()).toEqual({ kind: 'none' });
    expect(vm.amountMessage).toMatchObject({ values: { available: '€250.00' } });
    // the refusal says what is left and leads to the limits page, as the server's own refusal does
    expect(vm.form.error).toMatchObject({ type: 'BillingDepositLimitExceededException', values: { available: '€250.00' }, next: { kind: 'link', to: '/profile/responsible-game' } });
    expect(cashier.callsOf('makeDeposit')).toHaveLength(0);
  });

  it('a player who hits the deposit limit gets no promotion for a day', async () => {
    const { vm, cashier, promotion, clock } = await filled();
    cashier.depositResults = [err(failure('BillingDepositLimitExceededException', 400))];
    expect(promotion.allowed).toBe(true);
    await vm.submit();
    expect(promotion.allowed).toBe(false);
    clock.advance(DAY_MS);
    expect(promotion.allowed).toBe(true);
  });

  it('a deposit made holds deposit campaigns back for the rest of the session', async () => {
    const { vm, promotion } = await filled();
    const depositCampaign = { buttons: [{ action: 'deposit' }] };
    expect(promotion.mayShow(depositCampaign)).toBe(true);
    await vm.submit();
    expect(promotion.mayShow(depositCampaign)).toBe(false);
    expect(promotion.mayShow({ buttons: [{ action: 'link' }] })).toBe(true);
  });

  it('sends the offer chosen in the offers slot; a changed offer is a new attempt with a new key', async () => {
    const { vm, cashier } = await filled();
    vm.setCampaignOffer(7);
    cashier.depositResults = [err(failure('InternalServerErrorException', 500)), err(failure('InternalServerErrorException', 500))];
    await vm.submit();
    vm.setCampaignOffer(-1);
    await vm.submit();
    const calls = cashier.callsOf('makeDeposit') as DepositRequest[];
    expect(calls.map((c) => c.campaignOfferId)).toEqual([7, -1]);
    expect(calls[0]!.idempotencyKey).not.toBe(calls[1]!.idempotencyKey);
  });

  it('sends the amount as exact money, the details, the default offer -1 and an idempotency key', async () => {
    const { vm, cashier, account } = await filled();
    expect(await vm.submit()).toEqual({ kind: 'route', to: '/cashier/paysuccess/5' });
    expect(cashier.callsOf('makeDeposit')).toEqual([
      { methodId: 1, method: 'visa_mc', amount: { minor: 100000, currency: 'EUR' }, requisites: { card_number: '4111 1111 1111 1111', card_holder: 'JANE DOE' }, campaignOfferId: -1, idempotencyKey: 'key-00000001' },
    ]);
    await Promise.resolve();
    expect(account.calls).toContain('getBalance');
  });

  it('reads the amount once, whole units with thousands commas ignored, into the minor units of their currency', async () => {
    const sent = async (typed: string, currency = 'EUR') => {
      const s = await filled();
      s.cashier.depositSettings = ok({ currency, presets: [], methods: [paymentMethod({ bounds: { min: 10, max: 50000 } })] });
      await s.vm.load();
      s.vm.form.setAmount(typed);
      await s.vm.submit();
      expect(s.vm.form.amount).toBe(typed);
      return (s.cashier.callsOf('makeDeposit') as DepositRequest[]).map((r) => r.amount);
    };
    expect(await sent('1,234')).toEqual([{ minor: 123400, currency: 'EUR' }]);
    expect(await sent(' 20 ')).toEqual([{ minor: 2000, currency: 'EUR' }]);
    expect(await sent('10.5')).toEqual([]);
    expect(await sent('2,500', 'JPY')).toEqual([{ minor: 2500, currency: 'JPY' }]);
    expect(await sent('2,500', 'BHD')).toEqual([{ minor: 2500000, currency: 'BHD' }]);
  });

  it('a decimal mark, junk or a negative amount: a clear message, nothing sent, the text kept', async () => {
    const { vm, cashier } = await filled();
    for (const typed of ['10.55', '-50', '12a', '10,5 0']) {
      vm.form.setAmount(typed);
      expect(await vm.submit()).toEqual({ kind: 'none' });
      expect(vm.amountMessage).toMatchObject({ message: { message: 'Wrong field' } });
      expect(vm.form.amount).toBe(typed);
    }
    vm.form.setAmount('');
    expect(vm.amountMessage).toMatchObject({ message: { message: 'Field is required' } });
    expect(cashier.callsOf('makeDeposit')).toHaveLength(0);
  });

  it('a double submit while the first is on its way sends one deposit', async () => {
    const { vm, cashier } = await filled();
    const held = gate();
    cashier.gate = held.promise;
    const first = vm.submit();
    const second = vm.submit();
    expect(vm.sending.submitting).toBe(true);
    held.open();
    expect(await second).toEqual({ kind: 'none' });
    expect((await first).kind).toBe('route');
    expect(cashier.callsOf('makeDeposit')).toHaveLength(1);
  });

  it('a retry after a timeout reuses the key and keeps what was typed; a changed request gets a new key', async () => {
    const { vm, cashier } = await filled();
    cashier.depositResults = [err(failure('TimeoutError', 0, 'timeout')), err(failure('TimeoutError', 0)), ok({ id: 6, transaction: '6', status: 'pending', amount: { amount: 1000, currency: 'EUR' }, redirectUrl: null })];
    await vm.submit();
    expect(vm.form.error?.next.kind).toBe('retry');
    expect(vm.form.amount).toBe('1,000');
    await vm.submit();
    vm.form.setAmount('900');
    expect(await vm.submit()).toEqual({ kind: 'route', to: '/cashier/paypending/6' });
    const keys = (cashier.callsOf('makeDeposit') as DepositRequest[]).map((r) => r.idempotencyKey);
    expect(keys).toEqual(['key-00000001', 'key-00000001', 'key-00000002']);
  });

  it('after a refusal the next attempt is a new one, and server field errors land on their fields', async () => {
    const { vm, cashier } = await filled();
    cashier.depositResults = [err({ ...failure('InvalidParameterException', 400), fieldErrors: { 'requisites[card_holder]': [{ code: 'invalid', message: 'Card holder is invalid' }] } }), ok({ id: 7, transaction: '7', status: 'success', amount: { amount: 1000, currency: 'EUR' }, redirectUrl: null })];
    await vm.submit();
    expect(vm.form.fieldMessage(vm.method!.fields[1]!)).toMatchObject({ message: { message: 'Wrong value' } });
    await vm.submit();
    const keys = (cashier.callsOf('makeDeposit') as DepositRequest[]).map((r) => r.idempotencyKey);
    expect(keys).toEqual(['key-00000001', 'key-00000002']);
  });

  it('a redirect opens the payment page as configured: the method decides by default, a frame when set', async () => {
    const outcome = ok({ id: 8, transaction: '8', status: 'redirect' as const, amount: { amount: 50, currency: 'EUR' }, redirectUrl: 'http://pay/8' });
    const byMethod = await filled();
    byMethod.cashier.depositResults = [outcome];
    expect(await byMethod.vm.submit()).toEqual({ kind: 'sameWindow', url: 'http://pay/8' });
    const framed = await filled({ paymentUrlDisplay: 'iframe' });
    framed.cashier.depositResults = [outcome];
    expect(await framed.vm.submit()).toEqual({ kind: 'frame', url: 'http://pay/8', transaction: '8' });
    const newWindow = await filled();
    newWindow.cashier.depositSettings = ok({ currency: 'EUR', presets: [], methods: [paymentMethod({ openInNewWindow: true })] });
    await newWindow.vm.load();
    newWindow.cashier.depositResults = [outcome];
    expect(await newWindow.vm.submit()).toEqual({ kind: 'newWindow', url: 'http://pay/8', transaction: '8' });
  });

  it('a failed settings call leaves a retry, not a blank screen', async () => {
    const { vm, cashier } = await setup();
    cashier.depositSettings = err(failure());
    await vm.load();
    expect(vm.status).toBe('failed');
    cashier.depositSettings = ok({ currency: 'EUR', presets: [], methods: [paymentMethod()] });
    await vm.load();
    expect(vm.status).toBe('ready');
  });
});

describe('DepositViewModel declines', () => {
  it('a declined payment goes to its fail page', async () => {
    const { vm, cashier } = await filled();
    cashier.depositResults = [err({ ...failure('BillingTransactionDeclinedException', 400), errorData: { id: 12 } })];
    expect(await vm.submit()).toEqual({ kind: 'route', to: '/cashier/payfail/12' });
  });
});

describe('DepositViewModel after the cashier sat idle', () => {
  it('re-reads methods and the limit before sending, keeping what was typed', async () => {
    const { vm, cashier, clock } = await filled();
    cashier.depositResults = [err(failure('BillingUnavailableException', 503))];
    clock.advance(899_000);
    await vm.submit();
    expect(cashier.callsOf('getDepositSettings')).toHaveLength(1);
    cashier.depositLimit = ok({ available: 500, limit: 500, period: 1, currency: 'EUR' });
    clock.advance(901_000);
    expect(await vm.submit()).toEqual({ kind: 'none' });
    expect(cashier.callsOf('getDepositSettings')).toHaveLength(2);
    expect(vm.form.amount).toBe('1,000');
    expect(vm.amountMessage).toMatchObject({ values: { available: '€500.00' } });
    expect(cashier.callsOf('makeDeposit')).toHaveLength(1);
  });
});

describe('DepositViewModel after its deposit', () => {
  it('takes no second submit once the deposit was made (a held Enter keeps firing)', async () => {
    const { vm, cashier } = await filled();
    expect((await vm.submit()).kind).toBe('route');
    expect(await vm.submit()).toEqual({ kind: 'none' });
    expect(cashier.callsOf('makeDeposit')).toHaveLength(1);
  });
});

describe('DepositViewModel with the confirmation step', () => {
  it('a valid form stops at review and sends nothing; an invalid one does not get there', async () => {
    const { vm, cashier } = await filled({ confirmStep: true });
    vm.setCampaignOffer(3, 'Welcome bonus');
    expect(await vm.submit()).toEqual({ kind: 'review' });
    expect(vm.reviewing).toBe(true);
    expect(vm.summary).toMatchObject({ method: { sysname: 'visa_mc' }, amount: '€1,000.00', offer: 'Welcome bonus' });
    expect(cashier.callsOf('makeDeposit')).toHaveLength(0);
    const invalid = await filled({ confirmStep: true });
    invalid.vm.form.setAmount('');
    expect(await invalid.vm.submit()).toEqual({ kind: 'none' });
    expect(invalid.vm.reviewing).toBe(false);
  });

  it('confirm sends once with the offer, however often it is pressed; a retry after a timeout reuses the key', async () => {
    const { vm, cashier } = await filled({ confirmStep: true });
    vm.setCampaignOffer(3, 'Welcome bonus');
    await vm.submit();
    cashier.depositResults = [err(failure('NetworkError', 0)), ok({ id: 8, transaction: '8', status: 'success', amount: { amount: 1000, currency: 'EUR' }, redirectUrl: null })];
    const held = gate();
    cashier.gate = held.promise;
    const first = vm.confirm();
    expect(await vm.confirm()).toEqual({ kind: 'none' });
    held.open();
    expect(await first).toEqual({ kind: 'none' });
    expect(vm.form.error?.next.kind).toBe('retry');
    expect(await vm.confirm()).toEqual({ kind: 'route', to: '/cashier/paysuccess/8' });
    const calls = cashier.callsOf('makeDeposit') as DepositRequest[];
    expect(calls).toHaveLength(2);
    expect(calls[0]!.idempotencyKey).toBe(calls[1]!.idempotencyKey);
    expect(calls[1]!.campaignOfferId).toBe(3);
    expect(await vm.confirm()).toEqual({ kind: 'none' });
  });

  it('back to the form keeps what was typed; confirm before review sends nothing; no offer reads as none', async () => {
    const { vm, cashier } = await filled({ confirmStep: true });
    expect(await vm.confirm()).toEqual({ kind: 'none' });
    await vm.submit();
    vm.edit();
    expect(vm.reviewing).toBe(false);
    expect(vm.form.amount).toBe('1,000');
    expect(vm.form.valueOf(vm.method!.fields[1]!)).toBe('JANE DOE');
    expect(vm.summary?.offer).toBeNull();
    expect(await vm.confirm()).toEqual({ kind: 'none' });
    expect(cashier.callsOf('makeDeposit')).toHaveLength(0);
  });
});
