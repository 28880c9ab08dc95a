-- Every change a player makes to their responsible-gaming settings, one row each: the limits table keeps only the
-- current state (a repeated change leaves no trace there), while the history shows each change that took effect.
-- subject: '<kind>:<period days>' for a limit, 'timeout' or 'exclusion', 'play_settings'. change: 'set' (a new
-- limit), 'lower', 'raise' and 'remove' (pending), 'keep' (the same amount dropped a pending change), 'cancel',
-- 'start' (an exclusion), 'save' (play settings). idempotency_key: the client's key of a call that is not
-- idempotent by nature (cancelling a pending change), so its retry answers as the first.
CREATE TABLE responsible_gaming_changes (
  id              bigserial PRIMARY KEY,
  uid             integer NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  subject         text NOT NULL,
  change          text NOT NULL CHECK (change IN ('set', 'lower', 'raise', 'remove', 'keep', 'cancel', 'start', 'save')),
  idempotency_key text,
  created_at      timestamptz NOT NULL
);
CREATE INDEX responsible_gaming_changes_uid ON responsible_gaming_changes (uid);
CREATE UNIQUE INDEX responsible_gaming_changes_idempotency ON responsible_gaming_changes (uid, idempotency_key) WHERE idempotency_key IS NOT NULL;
