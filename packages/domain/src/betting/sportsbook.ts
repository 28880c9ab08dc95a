import type { WindowMessage } from '../shared/window-message';
import { WebURL } from '../shared/web-url';

/** Where the embedded sportsbook lives: its page address, the origin its messages come from, and whether it is on. */
export interface SportsbookFrameSettings {
  readonly url: string;
  readonly origin: string;
  readonly enabled: boolean;
}

/** The sandbox's stand-in sportsbook, served beside the API on the app's own origin. */
export const DEFAULT_SPORTSBOOK_URL = '/static/vendors/sportsbook/';

/** A message the sportsbook frame sends to the page. */
export type SportsbookMessage =
  | { readonly kind: 'height'; readonly height: number }
  | { readonly kind: 'navigate'; readonly path: string }
  | { readonly kind: 'signIn' }
  | { readonly kind: 'balance' };

/** Tallest frame we accept, so a runaway page cannot push the footer out of reach. */
export const MAX_SPORTSBOOK_HEIGHT = 20_000;
const SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_SEGMENTS = 8;

/**
 * The sportsbook's inner path as plain segments joined by `/` ('' for its start page), or undefined when it holds
 * anything else (dots, encoded characters, queries): such a path could step outside the sportsbook's folder.
 */
export function sportsbookPath(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const segments = raw.split('/').filter((s) => s !== '');
  if (segments.length > MAX_SEGMENTS || !segments.every((s) => SEGMENT.test(s))) return undefined;
  return segments.join('/');
}

/** The settings from the content configuration's `sportsbook` section; missing or malformed parts fall back to the stand-in. */
export function readSportsbookSettings(section: unknown, appOrigin: string): SportsbookFrameSettings {
  const raw = section && typeof section === 'object' ? (section as Record<string, unknown>) : {};
  const enabled = raw.enabled !== false;
  const fallback = new WebURL(DEFAULT_SPORTSBOOK_URL, appOrigin);
  let url = fallback;
  try {
    if (typeof raw.url === 'string' && raw.url.trim()) url = new WebURL(raw.url.trim(), appOrigin);
  } catch {
    url = fallback;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') url = fallback;
  // the folder the frame's inner paths resolve against
  if (!url.pathname.endsWith('/')) url.pathname = `${url.pathname}/`;
  url.search = '';
  url.hash = '';
  let origin = url.origin;
  try {
    if (typeof raw.origin === 'string' && raw.origin.trim()) origin = new WebURL(raw.origin.trim()).origin;
  } catch {
    origin = url.origin;
  }
  return { url: url.href, origin, enabled };
}

/** The frame's address for an inner path, or undefined when the path is not a plain sportsbook path. */
export function sportsbookFrameUrl(settings: SportsbookFrameSettings, path: string): string | undefined {
  const inner = sportsbookPath(path);
  if (inner === undefined) return undefined;
  const url = new WebURL(inner, settings.url);
  return url.origin === new WebURL(settings.url).origin ? url.href : undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads a window message from the sportsbook frame; undefined for anything malformed or unknown. */
export function parseSportsbookMessage(data: unknown): SportsbookMessage | undefined {
  if (!isRecord(data) || typeof data.type !== 'string') return undefined;
  const payload = isRecord(data.payload) ? data.payload : {};
  switch (data.type) {
    case 'height': {
      const height = payload.height;
      if (typeof height !== 'number' || !Number.isFinite(height) || height < 0) return undefined;
      return { kind: 'height', height: Math.min(Math.round(height), MAX_SPORTSBOOK_HEIGHT) };
    }
    case 'navigate': {
      const path = sportsbookPath(payload.path);
      return path === undefined ? undefined : { kind: 'navigate', path };
    }
    case 'signIn':
      return { kind: 'signIn' };
    case 'balance':
      return { kind: 'balance' };
    default:
      return undefined;
  }
}

/** Shape check for the messaging port: a message the sportsbook frame may send. */
export const isSportsbookMessage = (data: unknown): data is WindowMessage => parseSportsbookMessage(data) !== undefined;
