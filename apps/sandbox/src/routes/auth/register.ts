import type { Schema } from '@casino/sdk';
import { ApiError } from '../../core/errors.ts';
import type { BaseCtx, HandlerMap } from '../../core/types.ts';
import { checkContact, normalizeContact, saveContact } from '../account/contacts.ts';
import { CURRENCIES, DEFAULT_CURRENCY, findCountry } from '../account/countries.ts';
import { hashPassword } from '../account/passwords.ts';
import { inputCountry, saveProfile, validateProfile } from '../account/profile.ts';
import { accountInfo, getUser, normalizeLogin, type UserRow } from '../account/users.ts';
import * as rules from '../account/validate.ts';
import { FieldErrors } from '../account/validate.ts';
import { isLocale } from '../i18n/locales.ts';
import { promoProblem } from './promo.ts';
import { registerTelegram } from './telegram-register.ts';

type Params = Schema<'RegistrationRequest'>;

/** Validates what every registration shares: contacts, currency, locale, profile fields and the promo code. */
async function validate(ctx: BaseCtx, p: Params, self: UserRow | null, errors: FieldErrors) {
  const email = p.email ? normalizeContact('email', p.email) : null;
  const phone = p.phone ? normalizeContact('phone', p.phone) : null;
  if (email) await checkContact(ctx.db, 'email', email, self?.uid ?? null, 'email', errors);
  if (phone) await checkContact(ctx.db, 'phone', phone, self?.uid ?? null, 'phone', errors);
  const country = inputCountry(p, self?.country_code ?? null);
  const currency = (p.currency ?? findCountry(country)?.currency ?? self?.currency ?? DEFAULT_CURRENCY).toUpperCase();
  if (!(CURRENCIES as readonly string[]).includes(currency)) errors.add('currency', 'invalid', 'Unknown currency');
  const locale = p.locale ?? ctx.locale;
  if (!isLocale(locale)) errors.add('locale', 'invalid', 'Unknown locale');
  validateProfile(p, self?.country_code ?? null, ctx.now(), errors);
  const promo = p.promo_code ? await promoProblem(ctx.db, p.promo_code, ctx.now()) : null;
  if (promo) errors.add('promo_code', promo, 'Promo code not found');
  return { email, phone, country, currency, locale, promo };
}

async function registerForm(ctx: BaseCtx, p: Params) {
  const errors = new FieldErrors();
  const v = await validate(ctx, p, null, errors);
  if (!v.email && !v.phone && !errors.has('email')) errors.add('email', 'required', 'Field is required');
  errors.check('password', rules.password(p.password));
  const login = normalizeLogin(p.login ?? v.email ?? v.phone ?? '').toLowerCase();
  if (login && login !== v.email && login !== v.phone) {
    if (await ctx.db.maybeOne('SELECT 1 FROM users WHERE lower(login) = $1', [login])) errors.add('login', 'taken', 'This login is already taken');
  }
  errors.throwIfAny(v.promo ? { promo_code: [v.promo] } : {});

  const now = ctx.now();
  const passwordHash = await hashPassword(p.password!);
  const uid = await ctx.db.transaction(async (tx) => {
    const { uid } = await tx.one<{ uid: number }>(
      `INSERT INTO users (login, email, phone, password_hash, fakename, currency, locale, country_code, is_subscribed, is_betting, reg_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING uid`,
      [login, v.email, v.phone, passwordHash, p.fakename ?? null, v.currency, v.locale, v.country, p.notify !== '0', p.is_betting === '1', now],
    );
    await saveProfile(tx, uid, p, now);
    if (v.email) await saveContact(tx, uid, 'email', v.email, null, now);
    if (v.phone) await saveContact(tx, uid, 'phone', v.phone, p.phone_country_code ?? null, now);
    return uid;
  });
  await ctx.session.signIn(uid);
  return accountInfo(ctx.db, uid, ctx.locale);
}

/** A social sign-up signed in with an incomplete registration sends the form to complete it (password optional). */
async function completeRegistration(ctx: BaseCtx, user: UserRow, p: Params) {
  const errors = new FieldErrors();
  const v = await validate(ctx, p, user, errors);
  if (!v.email && !user.email && !v.phone && !user.phone) errors.add('email', 'required', 'Field is required');
  if (p.password !== undefined) errors.check('password', rules.password(p.password));
  errors.throwIfAny(v.promo ? { promo_code: [v.promo] } : {});
  const now = ctx.now();
  const moved = await ctx.db.maybeOne('SELECT 1 FROM ledger WHERE uid = $1 LIMIT 1', [user.uid]);
  await ctx.db.transaction(async (tx) => {
    await tx.query(
      `UPDATE users SET is_registration_completed = true, currency = $2, locale = $3, is_subscribed = $4, is_betting = $5,
         password_hash = COALESCE($6, password_hash) WHERE uid = $1`,
      [user.uid, moved ? user.currency : v.currency, v.locale, p.notify !== '0', p.is_betting === '1', p.password ? await hashPassword(p.password) : null],
    );
    await saveProfile(tx, user.uid, p, now);
    if (v.email) await saveContact(tx, user.uid, 'email', v.email, null, now);
    if (v.phone) await saveContact(tx, user.uid, 'phone', v.phone, p.phone_country_code ?? null, now);
  });
  return accountInfo(ctx.db, user.uid, ctx.locale);
}

export const registerHandlers: HandlerMap = {
  'auth.register': async (ctx) => {
    const p = ctx.params;
    if ('is_tg' in p) return registerTelegram(ctx, p);
    if (ctx.session.uid) {
      const user = await getUser(ctx.db, ctx.session.uid);
      if (!user.is_registration_completed) return completeRegistration(ctx, user, p);
      throw new ApiError('InvalidRequestException', 'Already registered and signed in');
    }
    return registerForm(ctx, p);
  },
};
