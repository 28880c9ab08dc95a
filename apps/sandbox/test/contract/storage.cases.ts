import { call } from '@casino/sdk';
import { expect, it } from 'vitest';
import type { ContractEnv } from './env.ts';

export function storageCases(env: ContractEnv) {
  it('stores, lists and reads values for a signed-in player', async () => {
    const api = await env.as('demo@example.com');
    expect(await call(api.POST('/api/storage.set', { body: { key: 'contract_test', value: '{"a":1}' } }))).toBe(1);
    expect(await call(api.GET('/api/storage.getKeys'))).toContain('contract_test');
    expect(await call(api.GET('/api/storage.get', { params: { query: { keys: ['contract_test', 'absent'] } } }))).toEqual({ contract_test: '{"a":1}' });
  });

  it('refuses guests and malformed requests', async () => {
    const guest = env.guest();
    await expect(call(guest.GET('/api/storage.getKeys'))).rejects.toMatchObject({ type: 'AuthorizationException', status: 401 });
    await expect(call(guest.POST('/api/storage.set', { body: { key: 'k', value: 'v' } }))).rejects.toMatchObject({ type: 'AuthorizationException' });
    const api = await env.as('demo@example.com');
    await expect(call(api.GET('/api/storage.get', { params: { query: { keys: [] } } }))).rejects.toMatchObject({ status: 400 });
  });
}
