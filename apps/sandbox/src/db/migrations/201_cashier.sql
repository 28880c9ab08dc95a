-- Cashier (part 2): payment methods, payments, banks, saved requisites, deposit presets.
-- Money moves only through ledger rows (reason deposit | withdrawal | withdrawal_cancel), written in the same
-- transaction as the payment's status change. deposit_limits is the account side's table (100_account.sql).
CREATE TABLE payment_methods (
  id          serial PRIMARY KEY,
  kind        text NOT NULL CHECK (kind IN ('deposit', 'withdrawal')),
  sysname     text NOT NULL,
  name        text NOT NULL,
  logo        text NOT NULL,
  -- How the sandbox simulates the payment system: instant succeeds, decline fails, pending settles after
  -- config.paymentSettleMs, redirect waits for the /pay/{id} page; manual (withdrawals) waits for the back office.
  flow        text NOT NULL CHECK (flow IN ('instant', 'decline', 'pending', 'redirect', 'manual')),
  currencies  text[] NOT NULL,
  limits      jsonb NOT NULL,                               -- { "EUR": { "min": 10, "max": 5000 }, ... } decimals
  period_limit jsonb,                                       -- withdrawals: { "EUR": 10000 } per 24 hours
  fields      jsonb NOT NULL DEFAULT '[]',                  -- RequisiteField[] without saved options
  is_popular  boolean NOT NULL DEFAULT false,
  requires_verification boolean NOT NULL DEFAULT false,
  open_in_new_window boolean NOT NULL DEFAULT false,
  has_receipt boolean NOT NULL DEFAULT false,
  sort        integer NOT NULL DEFAULT 0,
  UNIQUE (kind, sysname)
);

CREATE TABLE payments (
  id          serial PRIMARY KEY,
  uid         integer NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN ('deposit', 'withdrawal')),
  method_id   integer NOT NULL REFERENCES payment_methods(id),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency    text NOT NULL,
  status      text NOT NULL CHECK (status IN ('pending', 'success', 'failed', 'cancelled')),
  requisites  jsonb NOT NULL DEFAULT '{}',
  campaign_offer_id integer,
  idempotency_key text,
  return_url  text,
  domain      text NOT NULL DEFAULT 'localhost',
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (uid, kind, idempotency_key)
);
CREATE INDEX payments_history ON payments (uid, kind, created_at DESC, id DESC);
CREATE INDEX payments_pending ON payments (created_at) WHERE status = 'pending';

CREATE TABLE banks (
  id          serial PRIMARY KEY,
  name        text NOT NULL,
  code        text NOT NULL,
  country_code text NOT NULL,
  logo        text NOT NULL
);

-- Masked cards (411111...1111) offered again in the card field after a successful payment.
CREATE TABLE saved_requisites (
  uid         integer NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  field       text NOT NULL,
  value       text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (uid, field, value)
);

CREATE TABLE deposit_amount_presets (
  currency    text PRIMARY KEY,
  amounts     numeric[] NOT NULL
);
