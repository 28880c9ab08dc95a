-- Bonuses, cashbacks, free spins, campaign offers and promo codes (part 2).
CREATE TABLE campaign_offers (
  id          serial PRIMARY KEY,
  sysname     text NOT NULL UNIQUE,
  action      text NOT NULL CHECK (action IN ('deposit', 'registration', 'promo_code', 'manual')),
  params      jsonb NOT NULL DEFAULT '{}',                  -- { exclude_methods: [], min_deposit, deposit_number }
  description jsonb NOT NULL,                               -- { title, text, image, terms }
  promotions  jsonb NOT NULL DEFAULT '[]',                  -- Promotion[]
  finished_at timestamptz,
  is_active   boolean NOT NULL DEFAULT true,
  sort        integer NOT NULL DEFAULT 0
);

-- Promo codes (the account side's registration checks them too). Codes are stored upper-case.
CREATE TABLE promo_codes (
  code        text PRIMARY KEY,
  campaign_offer_id integer NOT NULL REFERENCES campaign_offers(id),
  expires_at  timestamptz,
  max_activations integer,                                  -- null: unlimited
  activations integer NOT NULL DEFAULT 0,
  is_active   boolean NOT NULL DEFAULT true
);

CREATE TABLE promo_code_activations (
  code        text NOT NULL REFERENCES promo_codes(code),
  uid         integer NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  activated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (code, uid)
);

CREATE TABLE offer_takes (
  offer_id    integer NOT NULL REFERENCES campaign_offers(id),
  uid         integer NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  taken_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (offer_id, uid)
);

-- Casino (wallet bonus) and betting (wallet betting_bonus) bonuses. Activation credits the wallet, deactivation and
-- removal of an active bonus debit it back: ledger reasons bonus_activate | bonus_deactivate | bonus_remove.
CREATE TABLE bonuses (
  id          serial PRIMARY KEY,
  uid         integer NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  type        text NOT NULL CHECK (type IN ('casino', 'betting')),
  status      text NOT NULL CHECK (status IN ('available', 'active', 'wagered', 'expired', 'cancelled')),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency    text NOT NULL,
  wager_multiplier numeric NOT NULL DEFAULT 30,
  wagered_minor bigint NOT NULL DEFAULT 0,
  min_odds    numeric NOT NULL DEFAULT 1.5,
  description jsonb NOT NULL,
  source      text,                                         -- offer:<id> | promo:<code> | loyalty:<product id> | seed
  created_at  timestamptz NOT NULL DEFAULT now(),
  activated_at timestamptz,
  expired_at  timestamptz
);
CREATE INDEX bonuses_uid ON bonuses (uid, created_at DESC);

CREATE TABLE cashbacks (
  id          serial PRIMARY KEY,
  uid         integer NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  status      text NOT NULL CHECK (status IN ('active', 'paid_out')),
  amount_minor bigint NOT NULL,
  currency    text NOT NULL,
  percent     numeric NOT NULL,
  start_date  timestamptz NOT NULL,
  end_date    timestamptz NOT NULL,
  receiving_expired_at timestamptz,
  paid_out_at timestamptz,
  removed_at  timestamptz,
  description jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cashbacks_uid ON cashbacks (uid, end_date DESC);

CREATE TABLE freespin_packs (
  id          serial PRIMARY KEY,
  uid         integer NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  game_id     integer NOT NULL REFERENCES games(id),
  total_count integer NOT NULL,
  remaining_count integer NOT NULL,
  bet_minor   bigint NOT NULL,
  currency    text NOT NULL,
  status      text NOT NULL CHECK (status IN ('active', 'used', 'expired')),
  expired_at  timestamptz,
  description jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
