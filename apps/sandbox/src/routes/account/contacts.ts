import { createHmac, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../../core/errors.ts';
import type { Db } from '../../db/db.ts';
import type { HandlerMap } from '../../core/types.ts';
import { issueCode, latestCode } from './codes.ts';
import { digitsOnly } from './users.ts';
import * as rules from './validate.ts';
import { FieldErrors } from './validate.ts';

type ContactType = 'email' | 'phone';
const CONFIRM_TTL_MS = 30 * 60_000;
const purposeOf = (type: ContactType): 'confirm_email' | 'confirm_phone' => (type === 'email' ? 'confirm_email' : 'confirm_phone');

/** E-mails lower-case, phones as digits with dial code. */
export const normalizeContact = (type: ContactType, value: string): string => (type === 'email' ? value.trim().toLowerCase() : digitsOnly(value));

/** Field errors of a contact value, including "used by another account". */
export async function checkContact(db: Db, type: ContactType, value: string, uid: number | null, field: string, errors: FieldErrors): Promise<void> {
  errors.check(field, type === 'email' ? rules.email(value) : rules.phone(value));
  if (errors.has(field)) return;
  const column = type === 'email' ? 'email' : 'phone';
  const owner = await db.maybeOne<{ uid: number }>(
    `SELECT uid FROM users WHERE lower(${column}) = $1 AND uid <> $2 UNION SELECT uid FROM contacts WHERE type = $3 AND contact = $1 AND uid <> $2 LIMIT 1`,
    [value, uid ?? 0, type],
  );
  if (owner) errors.add(field, 'taken', type === 'email' ? 'This e-mail is already registered' : 'This phone is already registered');
}

/** Sets the player's contact of a type (unconfirmed when it changes) and mirrors it on the account. */
export async function saveContact(db: Db, uid: number, type: ContactType, value: string, phoneCountry: string | null, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO contacts (uid, type, contact, phone_country_code, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (uid, type) DO UPDATE SET contact = $3, phone_country_code = $4,
       is_confirmed = contacts.is_confirmed AND contacts.contact = $3`,
    [uid, type, value, type === 'phone' ? phoneCountry : null, now],
  );
  await db.query(`UPDATE users SET ${type === 'email' ? 'email' : 'phone'} = $2 WHERE uid = $1`, [uid, value]);
}

const UNSUBSCRIBE_SECRET = 'sandbox-unsubscribe';
/** The token of the unsubscribe link a newsletter would carry. */
export const unsubscribeToken = (uid: number): string => `${uid}.${createHmac('sha256', UNSUBSCRIBE_SECRET).update(String(uid)).digest('hex').slice(0, 32)}`;

function uidFromToken(token: string): number | null {
  const uid = Number(token.split('.')[0]);
  if (!Number.isInteger(uid) || uid <= 0) return null;
  const expected = Buffer.from(unsubscribeToken(uid));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected) ? uid : null;
}

export const contactHandlers: HandlerMap = {
  'account.addcontact': async (ctx) => {
    const uid = ctx.requireUser();
    const type: ContactType = ctx.params.type;
    const value = normalizeContact(type, ctx.params.contact);
    const errors = new FieldErrors();
    await checkContact(ctx.db, type, value, uid, 'contact', errors);
    errors.throwIfAny();
    await saveContact(ctx.db, uid, type, value, ctx.params.phone_country_code ?? null, ctx.now());
    return 1;
  },

  'account.sendconfirmationtocontact': async (ctx) => {
    const uid = ctx.requireUser();
    const type: ContactType = ctx.params.type;
    const contact = await ctx.db.maybeOne<{ contact: string; is_confirmed: boolean }>('SELECT contact, is_confirmed FROM contacts WHERE uid = $1 AND type = $2', [uid, type]);
    if (!contact) new FieldErrors().add('type', 'not_found', `No ${type} contact to confirm`).throwIfAny();
    if (contact!.is_confirmed) new FieldErrors().add('type', 'confirmed', 'The contact is already confirmed').throwIfAny();
    const code = await issueCode(ctx.db, uid, purposeOf(type), ctx.now());
    const to = type === 'phone' ? `+${contact!.contact}` : contact!.contact;
    await ctx.outbox.send({ to, kind: 'confirm_contact', code, text: `Your confirmation code is ${code}` });
    return 1;
  },

  'account.confirmContact': async (ctx) => {
    const uid = ctx.requireUser();
    const type: ContactType = ctx.params.type;
    const last = await latestCode(ctx.db, uid, [purposeOf(type)]);
    // a retry of the call that confirmed the contact (the client gave up before the answer) is answered as it was
    if (last?.used_at && last.code === ctx.params.code.trim() && (await ctx.db.maybeOne('SELECT 1 FROM contacts WHERE uid = $1 AND type = $2 AND is_confirmed', [uid, type]))) return 1;
    const fresh = last && !last.used_at && ctx.now().getTime() - new Date(last.created_at).getTime() <= CONFIRM_TTL_MS;
    if (!fresh || last.code !== ctx.params.code.trim()) {
      new FieldErrors().add('code', 'invalid', 'Wrong confirmation code').throwIfAny();
    }
    await ctx.db.query('UPDATE one_time_codes SET used_at = $2 WHERE id = $1', [last!.id, ctx.now()]);
    await ctx.db.query('UPDATE contacts SET is_confirmed = true WHERE uid = $1 AND type = $2', [uid, type]);
    return 1;
  },

  'account.changeSubscription': async (ctx) => {
    const uid = ctx.requireUser();
    const on = ctx.params.is_subscribed === '1';
    if (ctx.params.type) {
      await ctx.db.query('UPDATE contacts SET is_subscribed = $3 WHERE uid = $1 AND type = $2', [uid, ctx.params.type, on]);
    } else {
      await ctx.db.query('UPDATE users SET is_subscribed = $2 WHERE uid = $1', [uid, on]);
      await ctx.db.query('UPDATE contacts SET is_subscribed = $2 WHERE uid = $1', [uid, on]);
    }
    return 1;
  },

  'account.unsubscribe': async (ctx) => {
    let uid = ctx.session.uid;
    if (ctx.params.hash) {
      uid = uidFromToken(ctx.params.hash);
      if (!uid) new FieldErrors().add('hash', 'invalid', 'The unsubscribe link is invalid').throwIfAny();
    }
    if (!uid) throw new ApiError('AuthorizationException', 'Authorization required');
    await ctx.db.query('UPDATE users SET is_subscribed = false WHERE uid = $1', [uid]);
    await ctx.db.query('UPDATE contacts SET is_subscribed = false WHERE uid = $1', [uid]);
    return 1;
  },
};
