import type { Db } from '../../db/db.ts';

/**
 * Why a promo code cannot be used at registration, or null when it can. Reads the money side's `promo_codes`
 * table (202_promotions.sql, codes stored upper-case); the codes are those of `error_data.promo_code`.
 */
export async function promoProblem(db: Db, code: string, now: Date): Promise<'INVALID' | 'EXPIRED' | 'LIMIT' | null> {
  const row = await db.maybeOne<{ is_active: boolean; expires_at: Date | null; max_activations: number | null; activations: number }>(
    'SELECT is_active, expires_at, max_activations, activations FROM promo_codes WHERE code = $1',
    [code.trim().toUpperCase()],
  );
  if (!row || !row.is_active) return 'INVALID';
  if (row.expires_at && new Date(row.expires_at) <= now) return 'EXPIRED';
  if (row.max_activations !== null && row.activations >= row.max_activations) return 'LIMIT';
  return null;
}
