-- Account side (part 1): profiles, contacts, one-time codes, storage, locale history, deposit limits, hits, popups.
-- Times are written by the handlers from ctx.now() (the sandbox clock can be shifted); the defaults are for seeds.

ALTER TABLE users ADD COLUMN phone text UNIQUE;                 -- digits with dial code, no leading +
ALTER TABLE users ADD COLUMN is_betting boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN telegram_id bigint UNIQUE;
ALTER TABLE users ADD COLUMN social_service text;               -- google | facebook | telegram | apple (social sign-up)

CREATE TABLE profiles (
  uid           integer PRIMARY KEY REFERENCES users(uid) ON DELETE CASCADE,
  first_name    text,
  middle_name   text,
  last_name     text,
  sex           smallint NOT NULL DEFAULT 0 CHECK (sex IN (0, 1, 2)),
  birth_date    date,
  country       text,
  region        text,
  home_town     text,
  address       text,
  postcode      text,
  document_type text CHECK (document_type IN ('cpf')),
  document_number text,
  character_id  integer,
  updated_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE contacts (
  uid           integer NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  type          text NOT NULL CHECK (type IN ('email', 'phone')),
  contact       text NOT NULL,
  phone_country_code text,
  is_confirmed  boolean NOT NULL DEFAULT false,
  is_subscribed boolean NOT NULL DEFAULT true,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (uid, type),
  UNIQUE (type, contact)
);

-- One-time codes: login two-factor, switching two-factor, contact confirmation, password restore.
CREATE TABLE one_time_codes (
  id          bigserial PRIMARY KEY,
  uid         integer NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  purpose     text NOT NULL CHECK (purpose IN ('two_factor_login', 'two_factor_enable', 'two_factor_disable', 'confirm_email', 'confirm_phone', 'restore')),
  code        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  used_at     timestamptz
);
CREATE INDEX one_time_codes_lookup ON one_time_codes (uid, purpose, id DESC);

CREATE TABLE storage (
  uid         integer NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  key         text NOT NULL,
  value       text NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (uid, key)
);

CREATE TABLE locale_changes (
  id          bigserial PRIMARY KEY,
  uid         integer NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  from_locale text NOT NULL,
  to_locale   text NOT NULL,
  changed_at  timestamptz NOT NULL DEFAULT now()
);

-- Responsible-gaming deposit limit (one per player). The money side writes it and checks deposits against it;
-- account.getDepositLimit answers from it (used = ledger 'deposit' rows since period_started_at).
CREATE TABLE deposit_limits (
  uid           integer PRIMARY KEY REFERENCES users(uid) ON DELETE CASCADE,
  limit_minor   bigint NOT NULL CHECK (limit_minor > 0),
  period_days   integer NOT NULL CHECK (period_days IN (1, 7, 14, 30)),
  period_started_at timestamptz NOT NULL DEFAULT now(),
  locked_until  timestamptz,                                 -- can_edit is false until then
  updated_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE hits (
  id          bigserial PRIMARY KEY,
  session_id  text,
  uid         integer REFERENCES users(uid) ON DELETE SET NULL,
  referer     text,
  track_id    text,
  seon_session text,
  params      jsonb NOT NULL DEFAULT '{}',
  user_agent  text,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE campaign_popups (
  id          serial PRIMARY KEY,
  sysname     text NOT NULL UNIQUE,
  audience    text NOT NULL CHECK (audience IN ('all', 'guest', 'player')),
  priority    integer NOT NULL DEFAULT 0,
  texts       jsonb NOT NULL,                                -- { locale: { title, content, buttons: [label...] } }
  image       jsonb,                                         -- { desktop, mobile } or null
  buttons     jsonb NOT NULL DEFAULT '[]',                   -- [{ action, url, variant }] (labels in texts)
  starts_at   timestamptz,
  ends_at     timestamptz,
  is_active   boolean NOT NULL DEFAULT true
);
