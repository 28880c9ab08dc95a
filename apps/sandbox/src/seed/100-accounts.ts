import type { SandboxConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { hashPassword } from '../routes/account/passwords.ts';

/** Demo accounts (password `demo1234` for all). The money side finds them by e-mail in its 2xx seeds. */
const ACCOUNTS = [
  { email: 'demo@example.com', fakename: 'DemoPlayer', currency: 'EUR', locale: 'en', country: 'GB', status: 'active', completed: true, twoFa: false, phone: '447700900123', names: ['Demo', 'Player'] },
  { email: 'twofa@example.com', fakename: 'TwoFactor', currency: 'EUR', locale: 'en', country: 'DE', status: 'active', completed: true, twoFa: true, phone: null, names: ['Tina', 'Factor'] },
  { email: 'banned@example.com', fakename: 'Banned', currency: 'EUR', locale: 'en', country: 'GB', status: 'banned', completed: true, twoFa: false, phone: null, names: [null, null] },
  { email: 'social@example.com', fakename: null, currency: 'EUR', locale: 'en', country: null, status: 'active', completed: false, twoFa: false, phone: null, names: [null, null] },
  // a second incomplete social account, for flows that complete it (social@example.com stays incomplete for the rest)
  { email: 'incomplete@example.com', fakename: null, currency: 'EUR', locale: 'en', country: null, status: 'active', completed: false, twoFa: false, phone: null, names: [null, null] },
  { email: 'ptbr@example.com', fakename: 'Jogador', currency: 'BRL', locale: 'pt', country: 'BR', status: 'active', completed: true, twoFa: false, phone: '5511987654321', names: ['João', 'Silva'] },
] as const;

export async function seed(db: Db, _config: SandboxConfig): Promise<void> {
  const hashes = await Promise.all(ACCOUNTS.map(() => hashPassword('demo1234')));
  for (const [i, a] of ACCOUNTS.entries()) {
    const { uid } = await db.one<{ uid: number }>(
      `INSERT INTO users (login, email, phone, password_hash, fakename, currency, locale, country_code, status, is_registration_completed, two_factor_auth, social_service, reg_time)
       VALUES ($1, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now() - interval '30 days') RETURNING uid`,
      [a.email, a.phone, hashes[i], a.fakename, a.currency, a.locale, a.country, a.status, a.completed, a.twoFa, a.completed ? null : 'google'],
    );
    await db.query('INSERT INTO profiles (uid, first_name, last_name, country) VALUES ($1, $2, $3, $4)', [uid, a.names[0], a.names[1], a.country]);
    // demo's e-mail is confirmed; the others start unconfirmed.
    await db.query('INSERT INTO contacts (uid, type, contact, is_confirmed) VALUES ($1, $2, $3, $4)', [uid, 'email', a.email, a.email === 'demo@example.com']);
    if (a.phone) await db.query('INSERT INTO contacts (uid, type, contact, phone_country_code) VALUES ($1, $2, $3, $4)', [uid, 'phone', a.phone, a.country]);
  }
  await db.query(
    `UPDATE profiles SET birth_date = '1990-05-17', sex = 1, region = 'BR-SP', home_town = 'São Paulo', address = 'Rua Augusta 100',
       postcode = '01304-000', document_type = 'cpf', document_number = '52998224725'
     WHERE uid = (SELECT uid FROM users WHERE email = 'ptbr@example.com')`,
  );
  // ptbr has a weekly deposit limit of R$ 500 (account.getDepositLimit).
  await db.query(`INSERT INTO deposit_limits (uid, limit_minor, period_days) SELECT uid, 50000, 7 FROM users WHERE email = 'ptbr@example.com'`);
}
