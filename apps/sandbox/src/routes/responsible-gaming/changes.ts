import type { Db } from '../../db/db.ts';

/**
 * What a change to a responsible-gaming setting did (`responsible_gaming_changes.change`): a new limit, a lower one
 * at once, a raise or a removal pending, the same amount dropping a pending change, a cancelled pending change, an
 * exclusion started, play settings saved.
 */
export type ChangeKind = 'set' | 'lower' | 'raise' | 'remove' | 'keep' | 'cancel' | 'start' | 'save';

/** Records one change that took effect; a call that changed nothing records nothing. */
export async function recordChange(db: Db, uid: number, subject: string, change: ChangeKind, now: Date, idempotencyKey: string | null = null): Promise<void> {
  await db.query('INSERT INTO responsible_gaming_changes (uid, subject, change, idempotency_key, created_at) VALUES ($1, $2, $3, $4, $5)', [
    uid, subject, change, idempotencyKey, now,
  ]);
}

/** Whether a change with this key of the player is stored already (its call is a retry of that one). */
export async function changeWithKey(db: Db, uid: number, idempotencyKey: string): Promise<boolean> {
  return (await db.maybeOne('SELECT 1 FROM responsible_gaming_changes WHERE uid = $1 AND idempotency_key = $2', [uid, idempotencyKey])) !== undefined;
}
