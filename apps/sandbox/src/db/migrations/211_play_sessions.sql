-- Reality checks and the session time limit (responsible gaming). play_settings holds the player's choices;
-- play_sessions when the current play session started (each sign-in starts one), for the limit and the net result.
CREATE TABLE play_settings (
  uid                   integer PRIMARY KEY REFERENCES users(uid) ON DELETE CASCADE,
  reality_check_minutes integer NOT NULL DEFAULT 0 CHECK (reality_check_minutes IN (0, 15, 30, 60)),
  session_limit_minutes integer CHECK (session_limit_minutes BETWEEN 1 AND 1440)
);

CREATE TABLE play_sessions (
  uid        integer PRIMARY KEY REFERENCES users(uid) ON DELETE CASCADE,
  started_at timestamptz NOT NULL
);
