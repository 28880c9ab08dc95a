import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Messaging-app (Telegram Web App) init-data check: HMAC-SHA256 of the data-check-string (sorted `key=value` lines
 * of every field except `hash` and our `is_tg` flag) with the secret HMAC-SHA256(key "WebAppData", bot token).
 */
function dataCheckString(fields: Record<string, unknown>): string {
  return Object.keys(fields)
    .filter((key) => key !== 'hash' && key !== 'is_tg' && fields[key] !== undefined)
    .sort()
    .map((key) => `${key}=${String(fields[key])}`)
    .join('\n');
}

export function signInitData(fields: Record<string, unknown>, botToken: string): string {
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  return createHmac('sha256', secret).update(dataCheckString(fields)).digest('hex');
}

/** True when `hash` signs the other fields with this bot's token. */
export function isSigned(fields: Record<string, unknown>, botToken: string): boolean {
  const given = Buffer.from(String(fields.hash ?? ''), 'hex');
  const expected = Buffer.from(signInitData(fields, botToken), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
