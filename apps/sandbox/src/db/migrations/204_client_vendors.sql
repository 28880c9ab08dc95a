-- Reports the offline stand-ins of third-party browser services receive (real-user monitoring).
CREATE TABLE rum_reports (
  id          serial PRIMARY KEY,
  page        text,
  body        jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
