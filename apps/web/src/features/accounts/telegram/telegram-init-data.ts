import type { TelegramInitData } from '@casino/domain/ports';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const USER_FIELDS = ['username', 'first_name', 'last_name', 'language_code'] as const;

/**
 * The contract's flat TelegramRegistrationRequest fields (openapi/schemas/auth.yaml, without `is_tg`) from
 * the mini-app's init data (`window.Telegram.WebApp.initData`, a query string): `user` (JSON) gives id,
 * username, first_name, last_name and language_code; `auth_date` and `hash` are copied; `start_param`
 * becomes `payload`. Undefined when the data is not signed or lacks a user id — unsigned data is never sent.
 *
 * Note: Telegram itself signs its raw pairs (`user` as JSON, `query_id`, `auth_date`, …), while the contract
 * (and the sandbox, `dataCheckString`) verifies the flat fields listed here. We follow the contract; a
 * backend fed by real Telegram must check the signature over the same flat fields.
 */
export function telegramInitDataFields(initData: string): TelegramInitData | undefined {
  const params = new URLSearchParams(initData);
  const hash = params.get('hash') ?? '';
  const authDate = params.get('auth_date') ?? '';
  if (!/^[0-9a-f]{64}$/.test(hash) || !/^[0-9]{1,12}$/.test(authDate)) return undefined;
  let user: unknown;
  try {
    user = JSON.parse(params.get('user') ?? '');
  } catch {
    return undefined;
  }
  if (!isRecord(user)) return undefined;
  const id = typeof user.id === 'number' && Number.isSafeInteger(user.id) ? String(user.id) : typeof user.id === 'string' ? user.id : '';
  if (!/^[0-9]{1,20}$/.test(id)) return undefined;
  const fields: Record<string, string> = { id, auth_date: authDate, hash };
  for (const key of USER_FIELDS) {
    const value = user[key];
    if (typeof value === 'string' && value !== '') fields[key] = value;
  }
  const startParam = params.get('start_param');
  if (startParam) fields.payload = startParam;
  return fields;
}

/** Reads the mini-app's init data; undefined outside the messaging app. Set by Telegram's own script only. */
export type TelegramInitDataSource = () => string | undefined;
export const TelegramInitDataSource = Symbol.for('TelegramInitDataSource');

/** The global Telegram's web-app script sets (loaded by the `telegram` start-up job inside the messaging app). */
export const readTelegramGlobal: TelegramInitDataSource = () => {
  const initData = (globalThis as { Telegram?: { WebApp?: { initData?: unknown } } }).Telegram?.WebApp?.initData;
  return typeof initData === 'string' && initData !== '' ? initData : undefined;
};
