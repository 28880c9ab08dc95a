-- A real-money launch of the stand-in game: the frame plays its rounds with this token (raw routes see no
-- session cookie), so every stake goes through the same checks a provider's server would ask the backend for.
CREATE TABLE game_launches (
  token       text PRIMARY KEY,
  uid         integer NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  game_id     integer NOT NULL REFERENCES games(id),
  created_at  timestamptz NOT NULL DEFAULT now()
);
