import type { Db } from '../../db/db.ts';
import { hashPassword } from './passwords.ts';

/** The ways the seeded demo accounts differ from one another; a fresh player can take any mix of them. */
export interface PlayerFlags {
  twoFactor?: boolean;
  banned?: boolean;
  /** A social sign-up (google) that has not filled in the registration form yet. */
  incomplete?: boolean;
  emailConfirmed?: boolean;
  /** Only meaningful with a phone. */
  phoneConfirmed?: boolean;
}

export interface PlayerSpec {
  email: string;
  password: string;
  /** Precomputed hash of `password` (the seed hashes several in parallel: scrypt is the slow part). */
  passwordHash?: string;
  currency: string;
  locale?: string;
  country?: string | null;
  /** Digits with the dial code, no leading +. */
  phone?: string | null;
  fakename?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  flags?: PlayerFlags;
  regTime?: Date;
}

/**
 * Writes one account the way the demo accounts are made: the user row, its profile and its contacts. Balances are not
 * touched: money only moves through the ledger (see `grantBalance` in the dev players endpoint).
 */
export async function createPlayer(db: Db, spec: PlayerSpec): Promise<{ uid: number }> {
  const flags = spec.flags ?? {};
  const passwordHash = spec.passwordHash ?? (await hashPassword(spec.password));
  const country = spec.country ?? null;
  return db.transaction(async (tx) => {
    const { uid } = await tx.one<{ uid: number }>(
      `INSERT INTO users (login, email, phone, password_hash, fakename, currency, locale, country_code, status, is_registration_completed, two_factor_auth, social_service, reg_time)
       VALUES ($1, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING uid`,
      [
        spec.email,
        spec.phone ?? null,
        passwordHash,
        spec.fakename ?? null,
        spec.currency,
        spec.locale ?? 'en',
        country,
        flags.banned ? 'banned' : 'active',
        !flags.incomplete,
        flags.twoFactor ?? false,
        flags.incomplete ? 'google' : null,
        spec.regTime ?? new Date(),
      ],
    );
    await tx.query('INSERT INTO profiles (uid, first_name, last_name, country) VALUES ($1, $2, $3, $4)', [uid, spec.firstName ?? null, spec.lastName ?? null, country]);
    await tx.query('INSERT INTO contacts (uid, type, contact, is_confirmed) VALUES ($1, $2, $3, $4)', [uid, 'email', spec.email, flags.emailConfirmed ?? false]);
    if (spec.phone) {
      await tx.query('INSERT INTO contacts (uid, type, contact, phone_country_code, is_confirmed) VALUES ($1, $2, $3, $4, $5)', [
        uid,
        'phone',
        spec.phone,
        country,
        flags.phoneConfirmed ?? false,
      ]);
    }
    return { uid };
  });
}
