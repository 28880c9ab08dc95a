-- Jackpots, winners, tournaments, loyalty, banners, support and analytics (part 2).
CREATE TABLE jackpots (
  id          serial PRIMARY KEY,
  sysname     text NOT NULL UNIQUE,
  name        text NOT NULL,
  image_url   text NOT NULL,
  provider    text,
  levels      jsonb NOT NULL,                               -- [{ name, amount_eur }]
  description text,
  games       text[] NOT NULL DEFAULT '{}'                  -- game sysnames
);

CREATE TABLE winners (
  id          serial PRIMARY KEY,
  jackpot_id  integer REFERENCES jackpots(id),
  name        text NOT NULL,
  amount_minor bigint NOT NULL,
  currency    text NOT NULL,
  game_id     integer NOT NULL REFERENCES games(id),
  won_at      timestamptz NOT NULL
);
CREATE INDEX winners_won_at ON winners (won_at DESC);

CREATE TABLE tournaments (
  id          serial PRIMARY KEY,
  sysname     text NOT NULL UNIQUE,
  started_at  timestamptz NOT NULL,
  finished_at timestamptz NOT NULL,
  total_prize_minor bigint NOT NULL,
  currency    text NOT NULL DEFAULT 'EUR',
  prizes      jsonb NOT NULL,                               -- [{ place_from, place_to, prize }] decimals
  points_rule text NOT NULL DEFAULT 'total_bet',
  reset_on_cashout boolean NOT NULL DEFAULT false,
  provider    text,
  image_url   text NOT NULL,
  tags        text[] NOT NULL DEFAULT '{}',
  min_bet_minor bigint,
  currencies  text[] NOT NULL DEFAULT '{EUR,USD,BRL,RUB}',
  description jsonb NOT NULL                                -- { name, title, text, rules, img_288_192 }
);

CREATE TABLE tournament_games (
  tournament_id integer NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  game_id     integer NOT NULL REFERENCES games(id),
  PRIMARY KEY (tournament_id, game_id)
);
CREATE INDEX tournament_games_game ON tournament_games (game_id);

-- Participants are either players (uid) or seeded bots (uid null, name set).
CREATE TABLE tournament_participants (
  id          serial PRIMARY KEY,
  tournament_id integer NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  uid         integer REFERENCES users(uid) ON DELETE CASCADE,
  name        text NOT NULL,
  points      numeric NOT NULL DEFAULT 0,
  joined_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tournament_id, uid)
);
CREATE INDEX tournament_participants_rank ON tournament_participants (tournament_id, points DESC, id);

CREATE TABLE loyalty_levels (
  id          serial PRIMARY KEY,
  sysname     text NOT NULL UNIQUE,
  name        text NOT NULL,
  image       text NOT NULL,
  points_from numeric NOT NULL,
  perks       text[] NOT NULL DEFAULT '{}'
);

CREATE TABLE loyalty_characters (
  id          serial PRIMARY KEY,
  sysname     text NOT NULL UNIQUE,
  name        text NOT NULL,
  image       text NOT NULL,
  description text NOT NULL,
  sort        integer NOT NULL DEFAULT 0
);

-- Points are not money: they live in loyalty_points rows (sum = balance), like the ledger.
CREATE TABLE loyalty_accounts (
  id          serial PRIMARY KEY,
  uid         integer NOT NULL UNIQUE REFERENCES users(uid) ON DELETE CASCADE,
  character_id integer REFERENCES loyalty_characters(id),
  is_active   boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE loyalty_points (
  id          bigserial PRIMARY KEY,
  uid         integer NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  points      numeric NOT NULL,
  reason      text NOT NULL,                                -- quest | deposit | product | seed
  ref         text,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX loyalty_points_uid ON loyalty_points (uid);

CREATE TABLE loyalty_products (
  id          serial PRIMARY KEY,
  sysname     text NOT NULL UNIQUE,
  name        text NOT NULL,
  description text NOT NULL,
  image       text NOT NULL,
  price       numeric NOT NULL,
  type        text NOT NULL CHECK (type IN ('bonus', 'freespins', 'merch')),
  reward_eur  numeric,                                      -- bonus amount, converted to the player's currency
  is_available boolean NOT NULL DEFAULT true
);

CREATE TABLE loyalty_programs (
  id          serial PRIMARY KEY,
  sysname     text NOT NULL UNIQUE,
  name        text NOT NULL,
  description text NOT NULL,
  image       text NOT NULL,
  is_active   boolean NOT NULL DEFAULT true
);
CREATE TABLE loyalty_quests (
  id          serial PRIMARY KEY,
  program_id  integer NOT NULL REFERENCES loyalty_programs(id) ON DELETE CASCADE,
  sysname     text NOT NULL UNIQUE,
  name        text NOT NULL,
  description text NOT NULL,
  image       text NOT NULL,
  reward_points numeric NOT NULL,
  target      numeric NOT NULL,
  sort        integer NOT NULL DEFAULT 0
);
CREATE TABLE loyalty_quest_progress (
  uid         integer NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  quest_id    integer NOT NULL REFERENCES loyalty_quests(id) ON DELETE CASCADE,
  progress    numeric NOT NULL DEFAULT 0,
  completed_at timestamptz,
  PRIMARY KEY (uid, quest_id)
);

CREATE TABLE loyalty_notifications (
  id          serial PRIMARY KEY,
  uid         integer NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  trigger     text NOT NULL CHECK (trigger IN ('quest', 'register', 'profile', 'confirm', 'product', 'level', 'fill_for_deposit')),
  type        text NOT NULL CHECK (type IN ('credit', 'other')),
  title       text NOT NULL,
  message     text NOT NULL,
  amount      numeric,
  amount_type text CHECK (amount_type IN ('points', 'money', 'freespins')),
  image       text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz
);
CREATE INDEX loyalty_notifications_pending ON loyalty_notifications (uid) WHERE delivered_at IS NULL;

CREATE TABLE banners (
  id          serial PRIMARY KEY,
  sysname     text NOT NULL UNIQUE,
  position    text NOT NULL,
  sort        integer NOT NULL DEFAULT 0,
  texts       jsonb NOT NULL,                               -- { title, text, button_text, link }
  images      jsonb NOT NULL,                               -- { desktop, tablet, mobile }
  started_at  timestamptz,
  finished_at timestamptz
);

CREATE TABLE support_chat_providers (
  provider    text PRIMARY KEY,
  config      jsonb NOT NULL,
  is_active   boolean NOT NULL DEFAULT false                -- exactly one is active (support.getsettings)
);

CREATE TABLE support_feedback (
  id          serial PRIMARY KEY,
  uid         integer REFERENCES users(uid) ON DELETE SET NULL,
  name        text,
  email       text,
  subject     text,
  message     text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE chat_events (
  id          bigserial PRIMARY KEY,
  uid         integer NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  channel_id  text NOT NULL,
  conversation_id text NOT NULL,
  text        text NOT NULL,
  event       text NOT NULL CHECK (event IN ('sent', 'received')),
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sumsub_applicants (
  uid         integer PRIMARY KEY REFERENCES users(uid) ON DELETE CASCADE,
  applicant_id text NOT NULL UNIQUE,
  level_name  text NOT NULL,
  external_action_id text,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE analytics_events (
  id          bigserial PRIMARY KEY,
  uid         integer REFERENCES users(uid) ON DELETE SET NULL,
  event_name  text NOT NULL,
  event_params jsonb NOT NULL DEFAULT '{}',
  created_at  timestamptz NOT NULL DEFAULT now()
);
