/** Date display: dd.mm.yyyy and h:mm, in a given UTC offset (minutes). */

const pad2 = (n: number): string => String(n).padStart(2, '0');

function shifted(epochMs: number, offsetMinutes: number): Date {
  return new Date(epochMs + offsetMinutes * 60_000);
}

/** `formatDate(0)` → "01.01.1970". `offsetMinutes` is the viewer's offset from UTC (default 0). */
export function formatDate(epochMs: number, offsetMinutes = 0): string {
  const d = shifted(epochMs, offsetMinutes);
  return `${pad2(d.getUTCDate())}.${pad2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;
}

/** `formatTime` → "h:mm": hours without a leading zero (0–23), minutes with one. */
export function formatTime(epochMs: number, offsetMinutes = 0): string {
  const d = shifted(epochMs, offsetMinutes);
  return `${d.getUTCHours()}:${pad2(d.getUTCMinutes())}`;
}

/** "dd.mm.yyyy h:mm". */
export function formatDateTime(epochMs: number, offsetMinutes = 0): string {
  return `${formatDate(epochMs, offsetMinutes)} ${formatTime(epochMs, offsetMinutes)}`;
}
