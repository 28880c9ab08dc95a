import { randomBytes } from 'node:crypto';
import { call, type ApiClient } from '@casino/sdk';
import { expect } from 'vitest';
import type { ContractEnv } from './env.ts';

export const VALID_CARD = { card_number: '4111 1111 1111 1111', card_holder: 'TEST PLAYER' };
export const idempotencyKey = () => `test-${randomBytes(8).toString('hex')}`;

export async function methodId(api: ApiClient, kind: 'deposit' | 'withdrawal', sysname: string): Promise<number> {
  const settings = kind === 'deposit' ? await call(api.GET('/api/cashier.getdepositsettings')) : await call(api.GET('/api/cashier.getwithdrawsettings'));
  const method = settings.methods.find((m) => m.sysname === sysname);
  expect(method, `method ${sysname}`).toBeDefined();
  return method!.id;
}

/** A deposit through the contract (visa_mc succeeds at once). */
export async function deposit(api: ApiClient, amount: number, sysname = 'visa_mc', extra: { requisites?: Record<string, string>; idempotency_key?: string; campaign_offer_id?: number } = {}) {
  const id = await methodId(api, 'deposit', sysname);
  return call(api.POST('/api/cashier.makedeposit', { body: { methodId: id, method: sysname, amount, requisites: sysname === 'visa_mc' ? VALID_CARD : {}, ...extra } }));
}

export const balances = (api: ApiClient) => call(api.GET('/api/account.getBalance'));

/** Sets sandbox timings (paymentSettleMs drives pending deposits and export readiness). */
export async function setSettleMs(env: ContractEnv, paymentSettleMs: number): Promise<void> {
  const response = await env.fetch('/__sandbox/config', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ paymentSettleMs }) });
  expect(response.ok).toBe(true);
}

export const uidOf = async (env: ContractEnv, email: string) => (await env.sandbox.db.one<{ uid: number }>('SELECT uid FROM users WHERE email = $1', [email])).uid;
