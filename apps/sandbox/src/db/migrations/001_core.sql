-- Core tables shared by every area. Areas add their own tables in 1xx (account side) and 2xx (money side).
CREATE TABLE users (
  uid           serial PRIMARY KEY,
  login         text NOT NULL UNIQUE,
  email         text UNIQUE,
  password_hash text NOT NULL,
  fakename      text,
  currency      text NOT NULL DEFAULT 'EUR',
  locale        text NOT NULL DEFAULT 'en',
  country_code  text,
  status        text NOT NULL DEFAULT 'active',          -- active | banned | deleted
  is_registration_completed boolean NOT NULL DEFAULT true,
  is_subscribed boolean NOT NULL DEFAULT true,
  two_factor_auth boolean NOT NULL DEFAULT false,
  is_on_verification boolean NOT NULL DEFAULT false,
  is_verified   boolean NOT NULL DEFAULT false,
  is_kyc_block_enabled boolean NOT NULL DEFAULT false,
  reg_time      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  id          text PRIMARY KEY,
  uid         integer REFERENCES users(uid) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);

-- Every balance change is a ledger row: balances are sums, never stored.
CREATE TABLE ledger (
  id          bigserial PRIMARY KEY,
  uid         integer NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  wallet      text NOT NULL CHECK (wallet IN ('main', 'bonus', 'betting_bonus', 'fun')),
  amount_minor bigint NOT NULL,
  currency    text NOT NULL,
  reason      text NOT NULL,                            -- deposit | withdrawal | withdrawal_cancel | bonus_activate | ...
  ref         text,                                     -- id of the payment, bonus, ... that caused it
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_uid ON ledger (uid);

-- Dev outbox: codes a real backend would send by SMS or e-mail.
CREATE TABLE outbox (
  id          bigserial PRIMARY KEY,
  recipient   text NOT NULL,
  kind        text NOT NULL,                            -- two_factor | confirm_contact | restore
  code        text,
  text        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
