import type { SandboxConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { createPlayer } from '../routes/account/create-player.ts';
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
  const regTime = new Date(Date.now() - 30 * 86_400_000);
  // One at a time, so the demo accounts keep the same uids on every run.
  for (const [i, a] of ACCOUNTS.entries()) {
    await createPlayer(db, {
      email: a.email,
      password: 'demo1234',
      passwordHash: hashes[i],
      currency: a.currency,
      locale: a.locale,
      country: a.country,
      phone: a.phone,
      fakename: a.fakename,
      firstName: a.names[0],
      lastName: a.names[1],
      // demo's e-mail is confirmed; the others start unconfirmed.
      flags: { twoFactor: a.twoFa, banned: a.status === 'banned', incomplete: !a.completed, emailConfirmed: a.email === 'demo@example.com' },
      regTime,
    });
  }
  await db.query(
    `UPDATE profiles SET birth_date = '1990-05-17', sex = 1, region = 'BR-SP', home_town = 'São Paulo', address = 'Rua Augusta 100',
       postcode = '01304-000', document_type = 'cpf', document_number = '52998224725'
     WHERE uid = (SELECT uid FROM users WHERE email = 'ptbr@example.com')`,
  );
  // ptbr has a weekly deposit limit of R$ 500 (account.getDepositLimit).
  await db.query(`INSERT INTO deposit_limits (uid, limit_minor, period_days) SELECT uid, 50000, 7 FROM users WHERE email = 'ptbr@example.com'`);
}
