import type { Schema } from '@casino/sdk';
import { randomBytes } from 'node:crypto';
import { ApiError } from '../../core/errors.ts';
import type { BaseCtx } from '../../core/types.ts';
import { hashPassword } from '../account/passwords.ts';
import { accountInfo, assertCanSignIn, type UserRow } from '../account/users.ts';
import { DEFAULT_LOCALE, isLocale } from '../i18n/locales.ts';
import { assertNotExcluded } from '../responsible-gaming/exclusions.ts';
import { isSigned } from './telegram.ts';

/** The fields of TelegramRegistrationRequest (openapi/schemas/auth.yaml) besides `is_tg`. */
const INIT_DATA_KEYS = ['id', 'username', 'first_name', 'last_name', 'language_code', 'auth_date', 'hash', 'payload'] as const;

/**
 * Messaging-app auto-registration, for a guest who opens the product inside Telegram: checks the init-data
 * signature and age, then signs in the account of that Telegram id, creating it on first sight (login `tg_<id>`,
 * random password, default currency).
 */
export async function registerTelegram(ctx: BaseCtx, p: Schema<'TelegramRegistrationRequest'>) {
  const { config } = ctx;
  // ctx.params also holds the query (locale, version): sign over the body's init-data fields only.
  const initData = Object.fromEntries(INIT_DATA_KEYS.filter((key) => p[key] !== undefined).map((key) => [key, p[key]]));
  if (!isSigned(initData, config.telegramBotToken)) throw new ApiError('AuthorizationException', 'Messaging-app data is not signed');
  const age = ctx.now().getTime() / 1000 - Number(p.auth_date);
  if (!(age <= config.telegramMaxAgeSeconds) || age < -60) throw new ApiError('AuthorizationException', 'Messaging-app data is outdated');

  const existing = await ctx.db.maybeOne<UserRow>('SELECT * FROM users WHERE telegram_id = $1', [p.id]);
  if (existing) {
    assertCanSignIn(existing);
    await assertNotExcluded(ctx.db, existing.uid, ctx.now());
    await ctx.session.signIn(existing.uid);
    return accountInfo(ctx.db, existing.uid, ctx.locale);
  }
  const language = (p.language_code ?? '').split('-')[0] ?? '';
  const locale = isLocale(language) ? language : isLocale(ctx.locale) ? ctx.locale : DEFAULT_LOCALE;
  const passwordHash = await hashPassword(randomBytes(18).toString('base64url'));
  const uid = await ctx.db.transaction(async (tx) => {
    const { uid } = await tx.one<{ uid: number }>(
      `INSERT INTO users (login, password_hash, fakename, locale, telegram_id, social_service, reg_time)
       VALUES ($1, $2, $3, $4, $5, 'telegram', $6) RETURNING uid`,
      [`tg_${p.id}`, passwordHash, p.username ?? null, locale, p.id, ctx.now()],
    );
    await tx.query('INSERT INTO profiles (uid, first_name, last_name, updated_at) VALUES ($1, $2, $3, $4)', [uid, p.first_name ?? null, p.last_name ?? null, ctx.now()]);
    return uid;
  });
  await ctx.session.signIn(uid);
  return accountInfo(ctx.db, uid, ctx.locale);
}
