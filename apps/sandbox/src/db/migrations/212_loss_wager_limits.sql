-- Loss and wager limits follow the deposit limits' rules, so they share the table: `kind` says what a row caps.
ALTER TABLE deposit_limits ADD COLUMN kind text NOT NULL DEFAULT 'deposit' CHECK (kind IN ('deposit', 'loss', 'wager'));
ALTER TABLE deposit_limits DROP CONSTRAINT deposit_limits_pkey;
ALTER TABLE deposit_limits ADD PRIMARY KEY (uid, kind, period_days);
