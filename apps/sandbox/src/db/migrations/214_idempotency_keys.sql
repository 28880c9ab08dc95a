-- One-shot actions that are not idempotent by nature carry the client's key (proposed in the contract): a retried
-- purchase or message with the key of one already stored answers as the first and stores nothing more.
ALTER TABLE loyalty_points ADD COLUMN idempotency_key text;
CREATE UNIQUE INDEX loyalty_points_idempotency ON loyalty_points (uid, idempotency_key) WHERE idempotency_key IS NOT NULL;
ALTER TABLE support_feedback ADD COLUMN idempotency_key text;
CREATE UNIQUE INDEX support_feedback_idempotency ON support_feedback (coalesce(uid, 0), idempotency_key) WHERE idempotency_key IS NOT NULL;
