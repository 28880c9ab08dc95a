import type { RegistrationValues } from './types';

/** UI-only keys that never reach the server. */
const UI_ONLY = new Set(['hasPromocode', 'terms', 'mobile', 'cpf', 'notify', 'is_betting']);

const isEmpty = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const flag = (v: unknown): '1' | '0' => (v === true || v === '1' || v === 1 || v === 'betting' ? '1' : '0');

export interface RegistrationContext {
  readonly currency?: string;
  readonly locale?: string;
  /** The chosen loyalty character, when character select is on. */
  readonly characterId?: string | number;
}

/**
 * The register payload: login falls back to email, then mobile; phone comes
 * from mobile; notify and is_betting are '1'/'0'; character_id; a cpf value becomes
 * document_type 'cpf' + document_number; hasPromocode is never sent and the promo code is
 * sent only when the promo toggle is not off; empty values are omitted.
 */
export function buildRegistrationPayload(values: RegistrationValues, context: RegistrationContext = {}): Record<string, string> {
  const payload: Record<string, string> = {};
  const put = (key: string, value: unknown): void => {
    if (!isEmpty(value)) payload[key] = String(value).trim();
  };
  for (const [key, value] of Object.entries(values)) {
    if (!UI_ONLY.has(key) && typeof value !== 'boolean') put(key, value);
  }
  const login = [values.login, values.email, values.mobile].find((v) => !isEmpty(v));
  put('login', login);
  put('phone', values.mobile);
  if (values.notify !== undefined && values.notify !== null) payload.notify = flag(values.notify);
  if (values.is_betting !== undefined && values.is_betting !== null) payload.is_betting = flag(values.is_betting);
  put('character_id', context.characterId ?? values.character_id);
  if (!isEmpty(values.cpf)) {
    payload.document_type = 'cpf';
    put('document_number', values.cpf);
  }
  if (values.hasPromocode === false) delete payload.promo_code;
  put('currency', context.currency ?? values.currency);
  put('locale', context.locale ?? values.locale);
  return payload;
}

/** Messaging-app user data handed over by its web-app script. */
export interface MessagingAppUser {
  readonly id: string | number;
  readonly username?: string;
  readonly hash: string;
  readonly language_code?: string;
  /** The raw init data / start payload. */
  readonly payload?: string;
}

/** The messaging-app registration payload: is_tg, id, username, hash, language_code, payload. */
export function buildMessagingAppPayload(user: MessagingAppUser): Record<string, string> {
  const payload: Record<string, string> = { is_tg: '1' };
  for (const key of ['id', 'username', 'hash', 'language_code', 'payload'] as const) {
    const value = user[key];
    if (!isEmpty(value)) payload[key] = String(value);
  }
  return payload;
}
