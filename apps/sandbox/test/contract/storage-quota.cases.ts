import { call } from '@casino/sdk';
import { expect, it } from 'vitest';
import { STORAGE_QUOTA } from '../../src/routes/storage/index.ts';
import { newPlayer } from './account-helpers.ts';
import type { ContractEnv } from './env.ts';

export function storageQuotaCases(env: ContractEnv) {
  it(`refuses a key beyond the quota of ${STORAGE_QUOTA}, but still overwrites existing keys`, async () => {
    const { api, uid } = await newPlayer(env);
    await env.sandbox.db.query(`INSERT INTO storage (uid, key, value) SELECT $1, 'k' || i, 'v' FROM generate_series(1, $2) AS i`, [uid, STORAGE_QUOTA]);
    await expect(call(api.POST('/api/storage.set', { body: { key: 'one_more', value: 'x' } }))).rejects.toMatchObject({ type: 'StorageQuotaExceededException', status: 413 });
    expect(await call(api.POST('/api/storage.set', { body: { key: 'k1', value: 'updated' } }))).toBe(1);
    expect(await call(api.GET('/api/storage.get', { params: { query: { keys: ['k1'] } } }))).toEqual({ k1: 'updated' });
  });
}
