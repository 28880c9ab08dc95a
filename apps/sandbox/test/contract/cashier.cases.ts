import { call } from '@casino/sdk';
import { afterEach, expect, it } from 'vitest';
import { newPlayer } from './account-helpers.ts';
import type { ContractEnv } from './env.ts';
import { balances, deposit, idempotencyKey, methodId, setSettleMs, uidOf, VALID_CARD } from './money-helpers.ts';

export function cashierCases(env: ContractEnv) {
  afterEach(() => setSettleMs(env, 4000));

  it('offers deposit and withdrawal settings in the player currency, with saved cards and presets', async () => {
    const api = await env.as('demo@example.com');
    const settings = await call(api.GET('/api/cashier.getdepositsettings'));
    expect(settings.currency).toBe('EUR');
    const card = settings.methods.find((m) => m.sysname === 'visa_mc')!;
    expect(card.limits.find((l) => l.currency === 'EUR')).toEqual({ currency: 'EUR', min: 10, max: 5000 });
    expect(card.fields[0]!.options!.map((o) => o.value)).toEqual(['424242...4242', 'new']);
    expect(settings.methods.find((m) => m.sysname === 'paywave')!.flags.is_redirect).toBe(true);
    expect(settings.amount_presets.map((p) => p.currency)).toEqual(['BRL', 'EUR', 'RUB', 'USD']);
    const withdraw = await call(api.GET('/api/cashier.getwithdrawsettings'));
    expect(withdraw.withdrawable).toEqual({ amount: 1250, currency: 'EUR' });
    expect(withdraw.methods.find((m) => m.sysname === 'iban_transfer')!.flags.requires_verification).toBe(true);
    await expect(call(env.guest().GET('/api/cashier.getdepositsettings'))).rejects.toMatchObject({ type: 'AuthorizationException' });
    await expect(call(env.guest().GET('/api/cashier.getwithdrawsettings'))).rejects.toMatchObject({ type: 'AuthorizationException' });
  });

  it('pages the demo history by 4 without duplicates and filters by type and status', async () => {
    const api = await env.as('demo@example.com');
    const pages = await Promise.all([0, 4, 8].map((offset) => call(api.GET('/api/cashier.gethistory', { params: { query: { offset, count: 4 } } }))));
    expect(pages.map((p) => p.items.length)).toEqual([4, 4, 2]);
    expect(new Set(pages.flatMap((p) => p.items.map((i) => i.id))).size).toBe(10);
    expect(pages[0]!.count).toBe(10);
    const pending = await call(api.GET('/api/cashier.gethistory', { params: { query: { type: 'withdrawal', statuses: ['pending'] } } }));
    expect(pending.items).toMatchObject([{ type: 'withdrawal', status: 'pending', can_cancel: true }]);
    await expect(call(api.GET('/api/cashier.gethistory', { params: { query: { type: 'refund' as 'all' } } }))).rejects.toMatchObject({ status: 400 });
  });

  it('credits an instant deposit through the ledger, once per idempotency key', async () => {
    const { api } = await newPlayer(env);
    const key = idempotencyKey();
    const first = await deposit(api, 100, 'visa_mc', { idempotency_key: key });
    const retry = await deposit(api, 100, 'visa_mc', { idempotency_key: key });
    expect(first).toMatchObject({ status: 'success', amount: { amount: 100, currency: 'EUR' }, redirect_url: null });
    expect(retry).toEqual(first);
    expect((await balances(api)).balance_main.amount).toBe(100);
    const twinKey = idempotencyKey();
    const twins = await Promise.all([deposit(api, 25, 'visa_mc', { idempotency_key: twinKey }), deposit(api, 25, 'visa_mc', { idempotency_key: twinKey })]);
    expect(twins[1]).toEqual(twins[0]);
    expect((await balances(api)).balance_main.amount).toBe(125);
    const info = await call(api.GET('/api/cashier.getdepositinfo', { params: { query: { id: first.id } } }));
    expect(info).toMatchObject({ status: 'success', method: 'visa_mc', requisites: { card_number: '411111...1111' } });
    await expect(call(api.GET('/api/cashier.getdepositinfo', { params: { query: { id: 999999 } } }))).rejects.toMatchObject({ type: 'InvalidParameterException' });
    const settings = await call(api.GET('/api/cashier.getdepositsettings'));
    expect(settings.methods[0]!.fields[0]!.options!.map((o) => o.value)).toContain('411111...1111');
  });

  it('rejects amounts out of bounds, bad requisites, declines and limits', async () => {
    const { api, email } = await newPlayer(env);
    await expect(deposit(api, 5)).rejects.toMatchObject({ type: 'InvalidParameterException', fieldErrors: { amount: [{ code: 'min' }] } });
    await expect(deposit(api, 5001)).rejects.toMatchObject({ fieldErrors: { amount: [{ code: 'max' }] } });
    await expect(deposit(api, 50, 'visa_mc', { requisites: { card_number: '4111111111111112', card_holder: 'A B' } })).rejects.toMatchObject({ fieldErrors: { card_number: [{ code: 'cardNumber' }] } });
    await expect(deposit(api, 50, 'test_decline', { requisites: VALID_CARD })).rejects.toMatchObject({ type: 'BillingTransactionDeclinedException' });
    const history = await call(api.GET('/api/cashier.gethistory', { params: { query: { type: 'deposit' } } }));
    expect(history.items).toMatchObject([{ status: 'failed', method: 'test_decline' }]);
    await env.sandbox.db.query('INSERT INTO deposit_limits (uid, limit_minor, period_days) VALUES ($1, 10000, 7)', [await uidOf(env, email)]);
    await deposit(api, 60);
    await expect(deposit(api, 50)).rejects.toMatchObject({ type: 'BillingDepositLimitExceededException', errorData: { available_amount: 40 } });
    await expect(call(env.guest().POST('/api/cashier.makedeposit', { body: { methodId: 1, method: 'visa_mc', amount: 10 } }))).rejects.toMatchObject({ type: 'AuthorizationException' });
  });

  it('settles a pending deposit lazily after paymentSettleMs', async () => {
    await setSettleMs(env, 150);
    const { api } = await newPlayer(env);
    const result = await deposit(api, 40, 'bank_transfer', { requisites: { iban: 'DE89 3704 0044 0532 0130 00', account_holder: 'Test Player' } });
    expect(result.status).toBe('pending');
    expect((await balances(api)).balance_main.amount).toBe(0);
    await new Promise((r) => setTimeout(r, 200));
    expect(await call(api.GET('/api/cashier.getdepositinfo', { params: { query: { id: result.id } } }))).toMatchObject({ status: 'success' });
    expect((await balances(api)).balance_main.amount).toBe(40);
  });

  it('runs a redirect deposit through the /pay page: pay, cancel, and no second charge', async () => {
    const { api } = await newPlayer(env);
    const paid = await deposit(api, 30, 'paywave', { requisites: { email: 'wallet@example.com' } });
    expect(paid.status).toBe('redirect');
    const page = await fetch(paid.redirect_url!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Pay');
    const done = await env.fetch(`/pay/${paid.id}/pay`, { method: 'POST', redirect: 'manual' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`http://localhost:5173/cashier/paysuccess/${paid.id}`);
    expect((await env.fetch(`/pay/${paid.id}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(409);
    const cancelled = await deposit(api, 30, 'paywave', { requisites: { email: 'wallet@example.com' } });
    const back = await env.fetch(`/pay/${cancelled.id}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(back.headers.get('location')).toBe('http://localhost:5173/cashier/paycancel');
    expect((await balances(api)).balance_main.amount).toBe(30);
    expect((await env.fetch('/pay/999999')).status).toBe(404);
  });

  it('reserves a withdrawal at once and gives it back on cancel', async () => {
    const { api } = await newPlayer(env);
    await deposit(api, 100);
    const visa = await methodId(api, 'withdrawal', 'visa_mc');
    const key = idempotencyKey();
    const body = { methodId: visa, method: 'visa_mc', amount: 60, requisites: VALID_CARD, idempotency_key: key };
    const withdrawal = await call(api.POST('/api/cashier.makewithdrawal', { body }));
    expect(await call(api.POST('/api/cashier.makewithdrawal', { body }))).toEqual(withdrawal);
    expect(withdrawal).toMatchObject({ status: 'pending', amount: { amount: 60, currency: 'EUR' } });
    expect((await balances(api)).balance_main.amount).toBe(40);
    expect(await call(api.POST('/api/cashier.cancelwithdrawal', { body: { id: withdrawal.id } }))).toBe(1);
    expect((await balances(api)).balance_main.amount).toBe(100);
    // a retry of the cancel answers 1 without a second refund; a payment that is no pending withdrawal is refused
    expect(await call(api.POST('/api/cashier.cancelwithdrawal', { body: { id: withdrawal.id } }))).toBe(1);
    expect((await balances(api)).balance_main.amount).toBe(100);
    await expect(call(api.POST('/api/cashier.cancelwithdrawal', { body: { id: 999999 } }))).rejects.toMatchObject({ type: 'InvalidParameterException', fieldErrors: { id: [{ code: 'not_cancellable' }] } });
  });

  it('refuses withdrawals without funds, verification, clean requisites or period room', async () => {
    const { api } = await newPlayer(env);
    await deposit(api, 5000);
    const visa = await methodId(api, 'withdrawal', 'visa_mc');
    const withdraw = (method: string, id: number, amount: number, requisites: Record<string, string>) => call(api.POST('/api/cashier.makewithdrawal', { body: { methodId: id, method, amount, requisites } }));
    await expect(withdraw('visa_mc', visa, 5001, VALID_CARD)).rejects.toMatchObject({ fieldErrors: { amount: [{ code: 'max' }] } });
    await expect(withdraw('visa_mc', visa, 50, { card_number: '4000000000000002', card_holder: 'X Y' })).rejects.toMatchObject({ type: 'RequisitesFraudulentException' });
    await expect(withdraw('visa_mc', visa, 50, { card_number: '4000000000000010', card_holder: 'X Y' })).rejects.toMatchObject({ type: 'RequisitesOnVerificationException' });
    await expect(withdraw('visa_mc', visa, 50, { card_number: '4000000000000028', card_holder: 'X Y' })).rejects.toMatchObject({ type: 'RequisitesValidationRequiredException' });
    const iban = await methodId(api, 'withdrawal', 'iban_transfer');
    await expect(withdraw('iban_transfer', iban, 100, { iban: 'DE89370400440532013000', account_holder: 'X Y' })).rejects.toMatchObject({ type: 'KycWithdrawalException', errorData: { external_action_id: expect.stringMatching(/^kyc-withdrawal-\d+-iban_transfer$/) } });
    const phone = await methodId(api, 'withdrawal', 'mobile_wallet');
    await withdraw('mobile_wallet', phone, 1500, { phone: '+447700900123' });
    await withdraw('mobile_wallet', phone, 1500, { phone: '+447700900123' });
    await expect(withdraw('mobile_wallet', phone, 10, { phone: '+447700900123' })).rejects.toMatchObject({ type: 'WithdrawalLimitsPeriodExceededException' });
    await withdraw('visa_mc', visa, 2000, VALID_CARD);
    await expect(withdraw('visa_mc', visa, 100, VALID_CARD)).rejects.toMatchObject({ fieldErrors: { amount: [{ code: 'insufficient_funds' }] } });
    await expect(call(env.guest().POST('/api/cashier.cancelwithdrawal', { body: { id: 1 } }))).rejects.toMatchObject({ type: 'AuthorizationException' });
  });

  it('lists banks, optionally by country', async () => {
    const api = await env.as('demo@example.com');
    expect((await call(api.GET('/api/cashier.getbanks'))).length).toBe(10);
    expect(await call(api.GET('/api/cashier.getbanks', { params: { query: { country_code: 'br' } } }))).toMatchObject([{ code: 'BHORBRSP' }]);
    await expect(call(env.guest().GET('/api/cashier.getbanks'))).rejects.toMatchObject({ type: 'AuthorizationException' });
  });
}
