import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { normalizeContact } from '../routes/account/contacts.ts';
import { CURRENCIES, findCountry } from '../routes/account/countries.ts';
import { createPlayer, type PlayerFlags } from '../routes/account/create-player.ts';
import { digitsOnly } from '../routes/account/users.ts';
import * as rules from '../routes/account/validate.ts';
import { creditDeposit } from '../routes/cashier/settle.ts';

/** The demo players' password and currency: a fresh player signs in like them unless told otherwise. */
const DEMO_PASSWORD = 'demo1234';
const DEMO_CURRENCY = 'EUR';
const FLAG_NAMES = ['twoFactor', 'banned', 'incomplete', 'emailConfirmed', 'phoneConfirmed'] as const satisfies ReadonlyArray<keyof PlayerFlags>;

/** A dev-endpoint failure: the HTTP status and, for bad input, the field at fault. */
export class DevError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export interface CreatedPlayer {
  id: number;
  email: string;
  password: string;
  currency: string;
  balance: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function optionalString(input: Record<string, unknown>, field: string): string | undefined {
  const value = input[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new DevError(400, `${field} must be a string`, field);
  return value;
}

function readFlags(value: unknown): PlayerFlags {
  if (value === undefined || value === null) return {};
  if (!isRecord(value)) throw new DevError(400, 'flags must be an object', 'flags');
  const flags: PlayerFlags = {};
  for (const [name, flag] of Object.entries(value)) {
    if (!(FLAG_NAMES as readonly string[]).includes(name)) throw new DevError(400, `flags.${name} is not a flag (known: ${FLAG_NAMES.join(', ')})`, `flags.${name}`);
    if (typeof flag !== 'boolean') throw new DevError(400, `flags.${name} must be a boolean`, `flags.${name}`);
    flags[name as keyof PlayerFlags] = flag;
  }
  return flags;
}

/** A responsible-gaming deposit limit to start with: `{ amount, periodDays }` (1, 7, 14 or 30 days). */
function readDepositLimit(value: unknown): { amount: number; periodDays: number } | null {
  if (value === undefined || value === null) return null;
  if (!isRecord(value)) throw new DevError(400, 'depositLimit must be an object { amount, periodDays }', 'depositLimit');
  const { amount, periodDays = 7 } = value;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0 || Math.round(amount * 100) !== amount * 100) {
    throw new DevError(400, 'depositLimit.amount must be a positive amount with at most two decimals', 'depositLimit.amount');
  }
  if (typeof periodDays !== 'number' || ![1, 7, 14, 30].includes(periodDays)) throw new DevError(400, 'depositLimit.periodDays must be 1, 7, 14 or 30', 'depositLimit.periodDays');
  return { amount, periodDays };
}

/** Checks a `POST /__sandbox/players` body; every field is optional. */
function readInput(body: unknown) {
  if (!isRecord(body)) throw new DevError(400, 'the body must be a JSON object', '_');
  const rawEmail = optionalString(body, 'email');
  const email = normalizeContact('email', rawEmail ?? `player-${randomBytes(6).toString('hex')}@example.com`);
  if (rules.email(email)) throw new DevError(400, 'email must be an e-mail address', 'email');
  const password = optionalString(body, 'password') ?? DEMO_PASSWORD;
  const passwordProblem = rules.password(password);
  if (passwordProblem) throw new DevError(400, `password: ${passwordProblem.message}`, 'password');
  const currency = (optionalString(body, 'currency') ?? DEMO_CURRENCY).toUpperCase();
  if (!(CURRENCIES as readonly string[]).includes(currency)) throw new DevError(400, `currency must be one of ${CURRENCIES.join(', ')}`, 'currency');
  const country = optionalString(body, 'country')?.toUpperCase();
  if (country !== undefined && !findCountry(country)) throw new DevError(400, `country ${country} is not one the sandbox knows`, 'country');
  const phone = optionalString(body, 'phone');
  if (phone !== undefined && !/^\d{7,15}$/.test(digitsOnly(phone))) throw new DevError(400, 'phone must be 7 to 15 digits with the dial code', 'phone');
  const balance = body.balance ?? 0;
  if (typeof balance !== 'number' || !Number.isFinite(balance) || balance < 0 || Math.round(balance * 100) !== balance * 100) {
    throw new DevError(400, 'balance must be a non-negative amount with at most two decimals', 'balance');
  }
  const loyaltyPoints = body.loyaltyPoints ?? 0;
  if (typeof loyaltyPoints !== 'number' || !Number.isSafeInteger(loyaltyPoints) || loyaltyPoints < 0) {
    throw new DevError(400, 'loyaltyPoints must be a non-negative whole number', 'loyaltyPoints');
  }
  const cashback = body.cashback ?? 0;
  if (typeof cashback !== 'number' || !Number.isFinite(cashback) || cashback < 0 || Math.round(cashback * 100) !== cashback * 100) {
    throw new DevError(400, 'cashback must be a non-negative amount with at most two decimals', 'cashback');
  }
  const rounds = body.rounds ?? 0;
  if (typeof rounds !== 'number' || !Number.isSafeInteger(rounds) || rounds < 0 || rounds > 500) {
    throw new DevError(400, 'rounds must be a whole number from 0 to 500', 'rounds');
  }
  const depositLimit = readDepositLimit(body.depositLimit);
  const flags = readFlags(body.flags);
  if (flags.phoneConfirmed && !phone) throw new DevError(400, 'flags.phoneConfirmed needs a phone', 'flags.phoneConfirmed');
  return { email, password, currency, country: country ?? null, phone: phone ? digitsOnly(phone) : null, balance, loyaltyPoints, cashback, rounds, depositLimit, flags };
}

/**
 * Credits the balance as a successful card deposit (a payment row plus its ledger row, through the cashier's own
 * code), so the history, the deposit limit's usage and the balance all agree.
 */
async function grantBalance(tx: Db, uid: number, currency: string, amount: number, now: Date): Promise<void> {
  const payment = await tx.one<{ id: number; uid: number; amount_minor: string; currency: string; campaign_offer_id: number | null }>(
    `INSERT INTO payments (uid, kind, method_id, amount_minor, currency, status, requisites, created_at, updated_at)
     VALUES ($1, 'deposit', (SELECT id FROM payment_methods WHERE kind = 'deposit' AND sysname = 'visa_mc'), $2, $3, 'success', $4, $5, $5)
     RETURNING id, uid, amount_minor, currency, campaign_offer_id`,
    [uid, Math.round(amount * 100), currency, JSON.stringify({ card_number: '424242...4242', card_holder: 'SANDBOX PLAYER' }), now],
  );
  await creditDeposit(tx, payment, now);
}

/**
 * `count` played rounds, one a day back from now (the newest first), with a win on every third, so the bet
 * history has pages and periods to filter by. Every fifth round (the 5th, 10th, … newest) is at a live table, the
 * rest on slots, so the game-type filter has two kinds to tell apart.
 */
async function grantRounds(tx: Db, uid: number, currency: string, count: number, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO game_rounds (uid, game_id, round_id, bet_minor, win_minor, currency, created_at)
     SELECT $1::int, (SELECT id FROM games WHERE (CASE WHEN i % 5 = 0 THEN 'live' ELSE 'slot' END) = ANY(types) ORDER BY popularity DESC, id OFFSET i % 5 LIMIT 1),
            'r-' || $1::int || '-' || i,
            100 * (1 + i % 4), CASE WHEN i % 3 = 0 THEN 250 * (1 + i % 4) ELSE 0 END, $2, $3::timestamptz - ((i - 1) || ' days')::interval
     FROM generate_series(1, $4::int) AS i`,
    [uid, currency, now, count],
  );
}

/** An active cashback for last week, claimable for three more days (the cashback screen's tests need one of their own). */
async function grantCashback(tx: Db, uid: number, currency: string, amount: number, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO cashbacks (uid, status, amount_minor, currency, percent, start_date, end_date, receiving_expired_at, description, created_at)
     VALUES ($1, 'active', $2, $3, 5, $4::timestamptz - interval '7 days', $4, $4::timestamptz + interval '3 days', $5, $4)`,
    [uid, Math.round(amount * 100), currency, now, JSON.stringify({ title: 'Weekly cashback', text: 'Cashback on last week\'s net losses.' })],
  );
}

/** `POST /__sandbox/players`: a fresh player, so tests that change a player's state do not share the demo accounts. */
export async function createDevPlayer(db: Db, body: unknown, now: Date): Promise<CreatedPlayer> {
  const input = readInput(body);
  const taken = await db.maybeOne<{ uid: number }>(
    `SELECT uid FROM users WHERE lower(email) = $1 OR lower(login) = $1
     UNION SELECT uid FROM contacts WHERE type = 'email' AND lower(contact) = $1 LIMIT 1`,
    [input.email],
  );
  if (taken) throw new DevError(409, `a player with the e-mail ${input.email} already exists`, 'email');
  if (input.phone && (await db.maybeOne(`SELECT 1 FROM users WHERE phone = $1 UNION SELECT 1 FROM contacts WHERE type = 'phone' AND contact = $1`, [input.phone]))) {
    throw new DevError(409, `a player with the phone ${input.phone} already exists`, 'phone');
  }
  try {
    const uid = await db.transaction(async (tx) => {
      const { uid } = await createPlayer(tx, { ...input, regTime: now });
      if (input.balance > 0) await grantBalance(tx, uid, input.currency, input.balance, now);
      // loyalty points as the programme's own ledger holds them, so the shop can be tested with a player of one's own
      if (input.loyaltyPoints > 0) await tx.query(`INSERT INTO loyalty_points (uid, points, reason, created_at) VALUES ($1, $2, 'seed', $3)`, [uid, input.loyaltyPoints, now]);
      if (input.cashback > 0) await grantCashback(tx, uid, input.currency, input.cashback, now);
      if (input.rounds > 0) await grantRounds(tx, uid, input.currency, input.rounds, now);
      // the opening balance, credited as a deposit a moment ago, counts against it as a real deposit would
      if (input.depositLimit) {
        await tx.query('INSERT INTO deposit_limits (uid, limit_minor, period_days, period_started_at, updated_at) VALUES ($1, $2, $3, $4, $4)', [uid, Math.round(input.depositLimit.amount * 100), input.depositLimit.periodDays, now]);
      }
      return uid;
    });
    return { id: uid, email: input.email, password: input.password, currency: input.currency, balance: input.balance };
  } catch (error) {
    // Two requests racing for the same e-mail: the unique index decides.
    if (isRecord(error) && error.code === '23505') throw new DevError(409, `a player with the e-mail or phone given already exists`, 'email');
    throw error;
  }
}
