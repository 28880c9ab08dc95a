import { randomBytes } from 'node:crypto';
import { call, type ApiClient } from '@casino/sdk';
import { expect } from 'vitest';
import type { ContractEnv } from './env.ts';

/** A unique e-mail per call, so cases never collide on the shared sandbox. */
export const uniqueEmail = (prefix = 'player') => `${prefix}-${randomBytes(5).toString('hex')}@example.com`;

/** Registers a fresh player through the SDK; the returned client keeps its session cookie. */
export async function newPlayer(env: ContractEnv, fields: Record<string, string> = {}): Promise<{ api: ApiClient; email: string; uid: number }> {
  const api = env.guest();
  const email = fields.email ?? uniqueEmail();
  const info = await call(api.POST('/api/auth.register', { body: { email, password: 'secret12', currency: 'EUR', ...fields } }));
  return { api, email, uid: info.uid };
}

/** The newest code the sandbox "sent" to a recipient. */
export async function lastCode(env: ContractEnv, to: string, kind: string): Promise<string> {
  const [message] = await env.outbox({ to, kind });
  expect(message?.code).toMatch(/^\d{6}$/);
  return message!.code!;
}

/** Moves the sandbox clock (ms from real time); always reset with 0. */
export async function shiftClock(env: ContractEnv, offsetMs: number): Promise<void> {
  const response = await env.fetch('/__sandbox/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ offsetMs }) });
  expect(response.ok).toBe(true);
}

export const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');
