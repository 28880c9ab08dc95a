import type { SandboxConfig } from '../config.ts';
import { post, type Wallet } from '../core/ledger.ts';
import type { Db } from '../db/db.ts';

// The money side of the seeded players (accounts come from 100-accounts.ts): demo@example.com gets a main balance of
// 1,250.00 EUR built from payments and ledger rows, a bonus balance, history, likes, rounds, loyalty points and more.
const day = 86_400_000;

type Payment = [kind: 'deposit' | 'withdrawal', method: string, amount: number, status: 'success' | 'failed' | 'cancelled' | 'pending', daysAgo: number, requisites: Record<string, string>];
const CARD = { card_number: '424242...4242', card_holder: 'DEMO PLAYER' };
// Main balance: deposits 1000 + 500 + 237.50 + 50 + cashback 12.50 − withdrawals 400 − pending 150 = 1,250.00.
const DEMO_PAYMENTS: Payment[] = [
  ['deposit', 'visa_mc', 1000, 'success', 30, CARD],
  ['deposit', 'paywave', 500, 'success', 20, { email: 'demo@example.com' }],
  ['withdrawal', 'visa_mc', 400, 'success', 18, CARD],
  ['deposit', 'test_decline', 200, 'failed', 17, { card_number: '400000...0002', card_holder: 'DEMO PLAYER' }],
  ['deposit', 'paywave', 100, 'cancelled', 15, { email: 'demo@example.com' }],
  ['withdrawal', 'mobile_wallet', 100, 'failed', 12, { phone: '447700900123' }],
  ['deposit', 'bank_transfer', 237.5, 'success', 10, { iban: 'DE89370400440532013000', account_holder: 'Demo Player' }],
  ['withdrawal', 'visa_mc', 150, 'cancelled', 8, CARD],
  ['deposit', 'mobile_wallet', 50, 'success', 5, { phone: '447700900123' }],
  ['withdrawal', 'visa_mc', 150, 'pending', 1, CARD],
];

async function addPayment(db: Db, uid: number, currency: string, [kind, method, amount, status, daysAgo, requisites]: Payment): Promise<void> {
  const at = new Date(Date.now() - daysAgo * day);
  const minor = Math.round(amount * 100);
  const row = await db.one<{ id: number }>(
    `INSERT INTO payments (uid, kind, method_id, amount_minor, currency, status, requisites, created_at, updated_at)
     VALUES ($1, $2, (SELECT id FROM payment_methods WHERE kind = $2 AND sysname = $3), $4, $5, $6, $7, $8::timestamptz, $8::timestamptz + interval '5 minutes') RETURNING id`,
    [uid, kind, method, minor, currency, status, JSON.stringify(requisites), at],
  );
  const ref = `payment:${row.id}`;
  if (kind === 'deposit' && status === 'success') await post(db, { uid, wallet: 'main', amountMinor: minor, currency, reason: 'deposit', ref });
  if (kind === 'withdrawal') {
    await post(db, { uid, wallet: 'main', amountMinor: -minor, currency, reason: 'withdrawal', ref });
    if (status === 'cancelled') await post(db, { uid, wallet: 'main', amountMinor: minor, currency, reason: 'withdrawal_cancel', ref });
    if (status === 'failed') await post(db, { uid, wallet: 'main', amountMinor: minor, currency, reason: 'withdrawal_declined', ref });
  }
}

async function addBonus(db: Db, uid: number, currency: string, type: 'casino' | 'betting', status: string, amount: number, title: string, daysAgo: number, expiresInDays: number): Promise<void> {
  const created = new Date(Date.now() - daysAgo * day);
  const row = await db.one<{ id: number }>(
    `INSERT INTO bonuses (uid, type, status, amount_minor, currency, wagered_minor, description, source, created_at, activated_at, expired_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'seed', $8, $9, $10) RETURNING id`,
    [uid, type, status, Math.round(amount * 100), currency, status === 'active' ? Math.round(amount * 100 * 7) : 0, JSON.stringify({ title, text: `${title}: wager it to move it to your main balance.`, image: `/static/bonuses/${type}.svg` }),
     created, status === 'available' ? null : created, new Date(Date.now() + expiresInDays * day)],
  );
  if (status === 'active') {
    const wallet: Wallet = type === 'casino' ? 'bonus' : 'betting_bonus';
    await post(db, { uid, wallet, amountMinor: Math.round(amount * 100), currency, reason: 'bonus_activate', ref: `bonus:${row.id}` });
  }
}

export async function seed(db: Db, _config: SandboxConfig): Promise<void> {
  const demo = await db.maybeOne<{ uid: number; currency: string }>(`SELECT uid, currency FROM users WHERE email = 'demo@example.com'`);
  if (demo) await seedDemo(db, demo.uid, demo.currency);
  const ptbr = await db.maybeOne<{ uid: number; currency: string }>(`SELECT uid, currency FROM users WHERE email = 'ptbr@example.com'`);
  if (ptbr) await addPayment(db, ptbr.uid, ptbr.currency, ['deposit', 'pix', 500, 'success', 3, { cpf: '12345678909' }]);
}

async function seedDemo(db: Db, uid: number, currency: string): Promise<void> {
  for (const payment of DEMO_PAYMENTS) await addPayment(db, uid, currency, payment);
  await db.query(`INSERT INTO saved_requisites (uid, field, value) VALUES ($1, 'card_number', '424242...4242')`, [uid]);

  await addBonus(db, uid, currency, 'casino', 'active', 50, 'Reload bonus €50', 6, 24);
  await addBonus(db, uid, currency, 'casino', 'available', 25, 'Weekend bonus €25', 2, 12);
  await addBonus(db, uid, currency, 'casino', 'wagered', 20, 'Welcome bonus €20', 40, -10);
  await addBonus(db, uid, currency, 'casino', 'expired', 15, 'Birthday bonus €15', 60, -30);
  await addBonus(db, uid, currency, 'betting', 'active', 10, 'Free bet €10', 4, 10);
  await addBonus(db, uid, currency, 'betting', 'available', 20, 'Free bet €20', 1, 14);

  // Cashbacks: the newest is active and unseen; an older one was paid out automatically (no receiving deadline).
  const paid = await db.one<{ id: number }>(
    `INSERT INTO cashbacks (uid, status, amount_minor, currency, percent, start_date, end_date, receiving_expired_at, paid_out_at, description, created_at)
     VALUES ($1, 'paid_out', 1250, $2, 5, now() - interval '21 days', now() - interval '14 days', NULL, now() - interval '13 days', $3, now() - interval '14 days') RETURNING id`,
    [uid, currency, JSON.stringify({ title: 'Weekly cashback 5%', text: 'Cashback on last week\'s net losses.' })],
  );
  await post(db, { uid, wallet: 'main', amountMinor: 1250, currency, reason: 'cashback_payout', ref: `cashback:${paid.id}` });
  await db.query(
    `INSERT INTO cashbacks (uid, status, amount_minor, currency, percent, start_date, end_date, receiving_expired_at, paid_out_at, description, created_at) VALUES
     ($1, 'paid_out', 800, $2, 5, now() - interval '35 days', now() - interval '28 days', now() - interval '25 days', now() - interval '27 days', $3, now() - interval '28 days'),
     ($1, 'active', 3475, $2, 7, now() - interval '8 days', now() - interval '1 day', now() + interval '3 days', NULL, $3, now() - interval '1 day')`,
    [uid, currency, JSON.stringify({ title: 'Weekly cashback', text: 'Cashback on last week\'s net losses. Claim it before it expires.' })],
  );

  await db.query(
    `INSERT INTO freespin_packs (uid, game_id, total_count, remaining_count, bet_minor, currency, status, expired_at, description, created_at)
     SELECT $1, g.id, v.total, v.remaining, 20, $2, v.status, now() + (v.days || ' days')::interval, jsonb_build_object('title', v.total || ' free spins', 'text', 'Free spins on ' || g.name), now() - interval '2 days'
     FROM (VALUES ('lucky-fortune', 50, 32, 'active', 5), ('mystic-fortune', 20, 20, 'active', 7), ('royal-fortune', 10, 0, 'used', -1)) AS v(sysname, total, remaining, status, days)
     JOIN games g ON g.sysname = v.sysname`,
    [uid, currency],
  );

  await db.query(
    `INSERT INTO game_likes (uid, game_id, created_at) SELECT $1, id, now() - (id || ' minutes')::interval FROM games WHERE sysname = ANY($2)`,
    [uid, ['lucky-fortune', 'lucky-treasure', 'mystic-fortune', 'royal-gems', 'wild-spins', 'cosmic-reels']],
  );
  await db.query(
    `INSERT INTO game_rounds (uid, game_id, round_id, bet_minor, win_minor, currency, created_at)
     SELECT $1, (SELECT id FROM games WHERE 'slot' = ANY(types) ORDER BY popularity DESC OFFSET i % 12 LIMIT 1), 'r-' || (100000 + i),
            100 + (i % 5) * 100, CASE WHEN i % 3 = 0 THEN (100 + (i % 5) * 100) * (i % 7) ELSE 0 END, $2, now() - (i * 9 || ' hours')::interval
     FROM generate_series(1, 60) AS i`,
    [uid, currency],
  );

  // Loyalty: 1,350 coins (silver), the wizard character, progress on the welcome path and two undelivered notices.
  await db.query(`INSERT INTO loyalty_accounts (uid, character_id) VALUES ($1, (SELECT id FROM loyalty_characters WHERE sysname = 'wizard'))`, [uid]);
  await db.query(`INSERT INTO loyalty_points (uid, points, reason, created_at) VALUES ($1, 1000, 'seed', now() - interval '20 days'), ($1, 350, 'quest', now() - interval '2 days')`, [uid]);
  await db.query(
    `INSERT INTO loyalty_quest_progress (uid, quest_id, progress, completed_at)
     SELECT $1, id, CASE sysname WHEN 'play-10' THEN 6 ELSE target END, CASE WHEN sysname = 'play-10' THEN NULL ELSE now() - interval '2 days' END
     FROM loyalty_quests WHERE sysname IN ('fill-profile', 'confirm-email', 'first-deposit', 'play-10')`,
    [uid],
  );
  await db.query(
    `INSERT INTO loyalty_notifications (uid, trigger, type, title, message, amount, amount_type, image) VALUES
     ($1, 'quest', 'credit', 'Quest completed', 'You completed "Make a first deposit" and earned 200 coins.', 200, 'points', '/static/quests/first-deposit.svg'),
     ($1, 'level', 'other', 'New level: Silver', 'Welcome to Silver: 5% weekly cashback is yours.', NULL, NULL, '/static/loyalty/silver.svg')`,
    [uid],
  );
  await db.query(
    `INSERT INTO tournament_participants (tournament_id, uid, name, points, joined_at)
     SELECT id, $1, 'De***r', 2150, now() - interval '2 days' FROM tournaments WHERE sysname = 'spring-slot-race'`,
    [uid],
  );
}
