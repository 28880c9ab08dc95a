import { randomInt } from 'node:crypto';
import { ApiError } from '../../core/errors.ts';
import type { Db } from '../../db/db.ts';

export type CodePurpose = 'two_factor_login' | 'two_factor_enable' | 'two_factor_disable' | 'confirm_email' | 'confirm_phone' | 'restore';

/** Two-factor codes live 5 minutes; a new code can be asked for 60 s after the previous one. */
const TWO_FACTOR_TTL_MS = 5 * 60_000;
export const RESEND_SECONDS = 60;

interface CodeRow {
  id: number;
  code: string;
  created_at: Date;
  used_at: Date | null;
}

const sixDigits = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export async function issueCode(db: Db, uid: number, purpose: CodePurpose, now: Date): Promise<string> {
  const code = sixDigits();
  await db.query('INSERT INTO one_time_codes (uid, purpose, code, created_at) VALUES ($1, $2, $3, $4)', [uid, purpose, code, now]);
  return code;
}

export function latestCode(db: Db, uid: number, purposes: readonly CodePurpose[]): Promise<(CodeRow & { purpose: CodePurpose }) | undefined> {
  return db.maybeOne('SELECT id, code, purpose, created_at, used_at FROM one_time_codes WHERE uid = $1 AND purpose = ANY($2) ORDER BY id DESC LIMIT 1', [uid, purposes]);
}

/** Seconds until another code may be sent (0 = now). */
export async function resendWait(db: Db, uid: number, purposes: readonly CodePurpose[], now: Date): Promise<number> {
  const last = await latestCode(db, uid, purposes);
  if (!last) return 0;
  const elapsed = (now.getTime() - new Date(last.created_at).getTime()) / 1000;
  return Math.max(0, Math.ceil(RESEND_SECONDS - elapsed));
}

/** The "Resend time is N" refusal: the front end restarts its resend timer from N seconds. */
export const resendError = (seconds: number): ApiError =>
  new ApiError('AuthorizationException', `Resend time is ${seconds}`, { error_data: { resend_time: seconds } });

const twoFactorError = (message: string, code: string): ApiError =>
  new ApiError('AuthorizationException', message, { invalid_parameters: { code: [{ code, message }] } });

/**
 * Checks a two-factor code against the latest unused one of `purposes` and marks it used. A refusal carries one of
 * the fixed messages (6 digits, time expired, code invalid) that the front end turns into its field errors.
 * Returns the purpose it was issued for.
 */
export async function consumeTwoFactorCode(db: Db, uid: number, purposes: readonly CodePurpose[], code: string, now: Date): Promise<CodePurpose> {
  if (!/^\d{6}$/.test(code)) throw twoFactorError('the code must contain 6 digits', 'digits');
  const last = await latestCode(db, uid, purposes);
  if (!last || last.used_at || last.code !== code) throw twoFactorError('two_factor_auth: code is invalid', 'invalid');
  if (now.getTime() - new Date(last.created_at).getTime() > TWO_FACTOR_TTL_MS) throw twoFactorError('Time expired', 'expired');
  await db.query('UPDATE one_time_codes SET used_at = $2 WHERE id = $1', [last.id, now]);
  return last.purpose;
}
