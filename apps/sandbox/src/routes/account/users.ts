import { ApiError } from '../../core/errors.ts';
import { balances } from '../../core/ledger.ts';
import type { Db } from '../../db/db.ts';
import { DEFAULT_CURRENCY } from './countries.ts';

export interface UserRow {
  uid: number;
  login: string;
  email: string | null;
  phone: string | null;
  password_hash: string;
  fakename: string | null;
  currency: string;
  locale: string;
  country_code: string | null;
  status: 'active' | 'banned' | 'deleted';
  is_registration_completed: boolean;
  is_subscribed: boolean;
  two_factor_auth: boolean;
  is_on_verification: boolean;
  is_verified: boolean;
  is_kyc_block_enabled: boolean;
  reg_time: Date;
}

/** A login as typed: trimmed, without the leading + of a phone (sign-in strips it first, so it never matters). */
export const normalizeLogin = (login: string): string => login.trim().replace(/^\+/, '');
export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

export async function getUser(db: Db, uid: number): Promise<UserRow> {
  const user = await db.maybeOne<UserRow>('SELECT * FROM users WHERE uid = $1', [uid]);
  if (!user) throw new ApiError('UserDeletedException', 'User not found');
  return user;
}

/** Finds an account by login, e-mail or phone (case-insensitive, + ignored). */
export async function findByLogin(db: Db, rawLogin: string): Promise<UserRow | undefined> {
  const login = normalizeLogin(rawLogin);
  if (!login) return undefined;
  const phone = /^[\d\s()-]+$/.test(login) ? digitsOnly(login) : null;
  return db.maybeOne<UserRow>(
    `SELECT * FROM users WHERE lower(login) = lower($1) OR lower(email) = lower($1) OR ($2::text IS NOT NULL AND phone = $2)
     ORDER BY uid LIMIT 1`,
    [login, phone],
  );
}

/** Where codes for this account go: its e-mail, else its phone, else its login. */
export const codeRecipient = (user: Pick<UserRow, 'email' | 'phone' | 'login'>): string => user.email ?? (user.phone ? `+${user.phone}` : user.login);

const zero = (currency: string) => ({ amount: 0, currency });

/** The account info (`getInfo`); uid above 0 means signed in, so a guest (uid null) gets uid 0 and zero balances. */
export async function accountInfo(db: Db, uid: number | null, locale: string) {
  if (!uid) {
    return {
      uid: 0, reg_time: null, login: '', fakename: null, is_subscribed: false,
      balance_main: zero(DEFAULT_CURRENCY), balance_bonus: zero(DEFAULT_CURRENCY),
      balance_betting_bonus: zero(DEFAULT_CURRENCY), balance_fun: zero(DEFAULT_CURRENCY),
      is_on_verification: false, is_verified: false, is_kyc_block_enabled: false, is_registration_completed: true,
      country_code: null, locale, two_factor_auth: false,
    };
  }
  const user = await getUser(db, uid);
  const wallets = await balances(db, uid);
  return {
    uid: user.uid,
    reg_time: new Date(user.reg_time).toISOString(),
    login: user.login,
    fakename: user.fakename,
    is_subscribed: user.is_subscribed,
    balance_main: wallets.main,
    balance_bonus: wallets.bonus,
    balance_betting_bonus: wallets.betting_bonus,
    balance_fun: wallets.fun,
    is_on_verification: user.is_on_verification,
    is_verified: user.is_verified,
    is_kyc_block_enabled: user.is_kyc_block_enabled,
    is_registration_completed: user.is_registration_completed,
    country_code: user.country_code,
    locale: user.locale,
    two_factor_auth: user.two_factor_auth,
  };
}

/** Refuses a banned account (UserBannedException, shown by the app as the user-block page) and a deleted one. */
export function assertCanSignIn(user: UserRow): void {
  if (user.status === 'banned') throw new ApiError('UserBannedException', 'User is banned', { error_data: { type: 'banned_user' } });
  if (user.status === 'deleted') throw new ApiError('UserDeletedException', 'User is deleted');
}
