import type { Db } from '../db/db.ts';

export interface OutboxMessage {
  to: string;
  kind: string;
  code: string | null;
  text: string;
  created_at: string;
}

/** Where codes that a real backend would send by SMS or e-mail go (GET /__sandbox/outbox). */
export class Outbox {
  constructor(private readonly db: Db) {}

  async send(message: { to: string; kind: string; code?: string; text: string }): Promise<void> {
    await this.db.query('INSERT INTO outbox (recipient, kind, code, text) VALUES ($1, $2, $3, $4)', [message.to, message.kind, message.code ?? null, message.text]);
  }

  /** Newest first. */
  async list(filter: { to?: string; kind?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
    const rows = await this.db.query<{ recipient: string; kind: string; code: string | null; text: string; created_at: Date }>(
      `SELECT recipient, kind, code, text, created_at FROM outbox
       WHERE ($1::text IS NULL OR recipient = $1) AND ($2::text IS NULL OR kind = $2)
       ORDER BY id DESC LIMIT $3`,
      [filter.to ?? null, filter.kind ?? null, filter.limit ?? 50],
    );
    return rows.map((r) => ({ to: r.recipient, kind: r.kind, code: r.code, text: r.text, created_at: new Date(r.created_at).toISOString() }));
  }
}
