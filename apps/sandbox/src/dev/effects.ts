import type { Db } from '../db/db.ts';
import { DevError } from './players.ts';

/**
 * `GET /__sandbox/players/{login}/effects`: how many rows of each kind the player's one-shot actions have left, as
 * a flat map `kind → count` (kinds with no rows are absent). Browser tests prove "one click, one effect" by the
 * stored state with it rather than by counting requests: a request the client gave up on still counts here if the
 * sandbox booked it.
 *
 * Keys: `ledger:<reason>`, `payments:<kind>:<status>`, `bonuses:<status>`, `cashbacks:<status>`, `cashbacks:removed`,
 * `loyalty_points:<reason>`, `loyalty_character:<id>`, `tournaments`, `offer_takes`, `promo_activations`,
 * `freespin_packs`, `feedback`, `limits:<kind>:<days>`, `limit_changes_pending:<kind>:<days>`, `exclusions:<kind>`,
 * `contacts_confirmed:<type>`, `profiles`, and `responsible_gaming:<subject>:<change>` for each change of a limit,
 * an exclusion or the play settings that took effect (subject `<kind>:<days>`, `timeout`, `exclusion` or
 * `play_settings`; the limits and exclusions tables keep only the current state, where a repeat leaves no trace).
 */
export async function playerEffects(db: Db, login: string): Promise<Record<string, number>> {
  const user = await db.maybeOne<{ uid: number }>('SELECT uid FROM users WHERE lower(email) = lower($1) OR lower(login) = lower($1)', [login]);
  if (!user) throw new DevError(404, `no player ${login}`, 'login');
  const rows = await db.query<{ key: string; n: number }>(
    `SELECT 'ledger:' || reason AS key, count(*)::int AS n FROM ledger WHERE uid = $1 GROUP BY reason
     UNION ALL SELECT 'payments:' || kind || ':' || status, count(*)::int FROM payments WHERE uid = $1 GROUP BY kind, status
     UNION ALL SELECT 'bonuses:' || status, count(*)::int FROM bonuses WHERE uid = $1 GROUP BY status
     UNION ALL SELECT 'cashbacks:' || status, count(*)::int FROM cashbacks WHERE uid = $1 AND removed_at IS NULL GROUP BY status
     UNION ALL SELECT 'cashbacks:removed', count(*)::int FROM cashbacks WHERE uid = $1 AND removed_at IS NOT NULL
     UNION ALL SELECT 'loyalty_points:' || reason, count(*)::int FROM loyalty_points WHERE uid = $1 GROUP BY reason
     UNION ALL SELECT 'loyalty_character:' || character_id, 1 FROM loyalty_accounts WHERE uid = $1 AND character_id IS NOT NULL
     UNION ALL SELECT 'tournaments', count(*)::int FROM tournament_participants WHERE uid = $1
     UNION ALL SELECT 'offer_takes', count(*)::int FROM offer_takes WHERE uid = $1
     UNION ALL SELECT 'promo_activations', count(*)::int FROM promo_code_activations WHERE uid = $1
     UNION ALL SELECT 'freespin_packs', count(*)::int FROM freespin_packs WHERE uid = $1
     UNION ALL SELECT 'feedback', count(*)::int FROM support_feedback WHERE uid = $1
     UNION ALL SELECT 'limits:' || kind || ':' || period_days, 1 FROM deposit_limits WHERE uid = $1
     UNION ALL SELECT 'limit_changes_pending:' || kind || ':' || period_days, 1 FROM deposit_limits WHERE uid = $1 AND pending_set
     UNION ALL SELECT 'exclusions:' || kind, 1 FROM exclusions WHERE uid = $1
     UNION ALL SELECT 'contacts_confirmed:' || type, 1 FROM contacts WHERE uid = $1 AND is_confirmed
     UNION ALL SELECT 'profiles', count(*)::int FROM profiles WHERE uid = $1
     UNION ALL SELECT 'responsible_gaming:' || subject || ':' || change, count(*)::int FROM responsible_gaming_changes WHERE uid = $1 GROUP BY subject, change`,
    [user.uid],
  );
  return Object.fromEntries(rows.filter((r) => r.n > 0).map((r) => [r.key, r.n]));
}
