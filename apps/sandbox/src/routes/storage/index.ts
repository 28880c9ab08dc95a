import { ApiError } from '../../core/errors.ts';
import type { HandlerMap } from '../../core/types.ts';

/** Keys one player may hold; one more is a StorageQuotaExceededException. */
export const STORAGE_QUOTA = 100;

/** Server-side key/value storage of the signed-in player (`storage.get`, `storage.getKeys`, `storage.set`). */
export const handlers: HandlerMap = {
  'storage.get': async (ctx) => {
    const uid = ctx.requireUser();
    const rows = await ctx.db.query<{ key: string; value: string }>('SELECT key, value FROM storage WHERE uid = $1 AND key = ANY($2)', [uid, ctx.params.keys]);
    return Object.fromEntries(rows.map((r) => [r.key, r.value]));
  },

  'storage.getKeys': async (ctx) => {
    const uid = ctx.requireUser();
    return (await ctx.db.query<{ key: string }>('SELECT key FROM storage WHERE uid = $1 ORDER BY key', [uid])).map((r) => r.key);
  },

  'storage.set': async (ctx) => {
    const uid = ctx.requireUser();
    const { key, value } = ctx.params;
    await ctx.db.transaction(async (tx) => {
      const exists = await tx.maybeOne('SELECT 1 FROM storage WHERE uid = $1 AND key = $2', [uid, key]);
      if (!exists) {
        const { count } = await tx.one<{ count: number }>('SELECT count(*)::int AS count FROM storage WHERE uid = $1', [uid]);
        if (count >= STORAGE_QUOTA) {
          throw new ApiError('StorageQuotaExceededException', `Storage quota of ${STORAGE_QUOTA} keys exceeded`, { error_data: { quota: STORAGE_QUOTA } });
        }
      }
      await tx.query(
        'INSERT INTO storage (uid, key, value, updated_at) VALUES ($1, $2, $3, $4) ON CONFLICT (uid, key) DO UPDATE SET value = $3, updated_at = $4',
        [uid, key, value, ctx.now()],
      );
    });
    return 1;
  },
};
