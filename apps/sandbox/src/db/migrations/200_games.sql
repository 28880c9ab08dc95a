-- Games hall (part 2): providers, categories, games, likes, rounds and history exports.
CREATE TABLE game_providers (
  id          serial PRIMARY KEY,
  sysname     text NOT NULL UNIQUE,
  name        text NOT NULL,
  logo        text NOT NULL,
  aspect_ratio text NOT NULL DEFAULT '16:9',
  has_demo    boolean NOT NULL DEFAULT true,
  fullscreen  boolean NOT NULL DEFAULT true
);

CREATE TABLE game_categories (
  id          serial PRIMARY KEY,
  sysname     text NOT NULL UNIQUE,
  name        text NOT NULL,
  icon        text NOT NULL,
  sort        integer NOT NULL DEFAULT 0
);

CREATE TABLE games (
  id          serial PRIMARY KEY,
  sysname     text NOT NULL UNIQUE,
  name        text NOT NULL,
  provider_id integer NOT NULL REFERENCES game_providers(id),
  image_url   text NOT NULL,
  types       text[] NOT NULL,                              -- casino | slot | live | fast
  categories  text[] NOT NULL DEFAULT '{}',                 -- game_categories.sysname
  tags        text[] NOT NULL DEFAULT '{}',
  has_demo    boolean NOT NULL DEFAULT true,
  rtp         numeric(5, 2),
  popularity  integer NOT NULL DEFAULT 0,
  description jsonb,                                        -- { name, img_288_192, text } overrides
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX games_provider ON games (provider_id);
CREATE INDEX games_popularity ON games (popularity DESC, id);
CREATE INDEX games_name ON games (lower(name));
CREATE INDEX games_types ON games USING gin (types);
CREATE INDEX games_categories ON games USING gin (categories);
CREATE INDEX games_tags ON games USING gin (tags);

CREATE TABLE game_likes (
  uid         integer NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  game_id     integer NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (uid, game_id)
);

CREATE TABLE game_rounds (
  id          bigserial PRIMARY KEY,
  uid         integer NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  game_id     integer NOT NULL REFERENCES games(id),
  round_id    text NOT NULL,
  bet_minor   bigint NOT NULL,
  win_minor   bigint NOT NULL,
  currency    text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX game_rounds_uid ON game_rounds (uid, created_at DESC);

-- A request is pending until ready_at (created_at + paymentSettleMs), then its CSV is served at
-- /static/exports/{id}-{token}.csv (the token stands in for the session: raw routes see no session).
CREATE TABLE game_history_exports (
  id          serial PRIMARY KEY,
  uid         integer NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  date_from   date NOT NULL,
  date_to     date NOT NULL,
  format      text NOT NULL DEFAULT 'csv',
  token       text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  ready_at    timestamptz NOT NULL
);
