-- Responsible gaming. deposit_limits (100_account.sql) held one limit per player; a player may now set one per
-- period, and all of them apply. A raise or a removal waits out a 24-hour cooling-off as a pending change:
-- pending_set says one is waiting, pending_minor is the new limit (NULL: removal), pending_at when it applies.
ALTER TABLE deposit_limits DROP CONSTRAINT deposit_limits_pkey;
ALTER TABLE deposit_limits ADD PRIMARY KEY (uid, period_days);
ALTER TABLE deposit_limits ADD COLUMN pending_set boolean NOT NULL DEFAULT false;
ALTER TABLE deposit_limits ADD COLUMN pending_minor bigint CHECK (pending_minor > 0);
ALTER TABLE deposit_limits ADD COLUMN pending_at timestamptz;

-- A time-out or self-exclusion in force (or ended: sign-in compares ends_at with the clock). ends_at NULL: permanent.
CREATE TABLE exclusions (
  uid        integer PRIMARY KEY REFERENCES users(uid) ON DELETE CASCADE,
  kind       text NOT NULL CHECK (kind IN ('timeout', 'exclusion')),
  period_id  text NOT NULL,
  started_at timestamptz NOT NULL,
  ends_at    timestamptz
);
