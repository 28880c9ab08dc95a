import { randomBytes } from 'node:crypto';
import { parse } from 'cookie';
import type { IncomingMessage } from 'node:http';
import type { Db } from '../db/db.ts';
import type { Session } from './types.ts';

const SESSION_COOKIE = 'sid';

export function readCookie(req: IncomingMessage, name: string): string | undefined {
  return parse(req.headers.cookie ?? '')[name];
}

/**
 * The session cookie. `Secure` everywhere but local development over plain http (browsers would drop a Secure cookie
 * there), so a deployed sandbox never sends the session over an unencrypted connection.
 */
export const sessionCookie = (value: string, maxAge: number, secure: boolean) =>
  `${SESSION_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;

/** Whether cookies get `Secure`: outside development, or whenever the app itself is served over https. */
export const secureCookies = (config: { readonly dev: boolean; readonly appOrigin: string }): boolean =>
  !config.dev || config.appOrigin.startsWith('https:');

/**
 * Idle expiry: a signed-in session with no request for `seconds` (time_to_force_logout) has ended, as the app's own
 * idle logout would have ended it — so a closed tab or a sleeping phone does not leave a usable session behind.
 */
export interface IdleExpiry {
  readonly seconds: number;
  readonly now: Date;
}

/** Loads the request's session (a guest when there is no valid cookie) and collects Set-Cookie headers. */
export async function loadSession(db: Db, req: IncomingMessage, setCookie: (value: string) => void, secure = false, idle?: IdleExpiry): Promise<Session> {
  const cookie = (value: string, maxAge: number) => sessionCookie(value, maxAge, secure);
  const sid = readCookie(req, SESSION_COOKIE);
  let row = sid ? await db.maybeOne<{ id: string; uid: number | null; last_seen_at: Date }>('SELECT id, uid, last_seen_at FROM sessions WHERE id = $1', [sid]) : undefined;
  if (row && idle && idle.seconds > 0 && row.uid !== null && idle.now.getTime() - new Date(row.last_seen_at).getTime() > idle.seconds * 1000) {
    await db.query('DELETE FROM sessions WHERE id = $1', [row.id]);
    setCookie(cookie('', 0));
    row = undefined;
  }
  if (row) await db.query('UPDATE sessions SET last_seen_at = $2 WHERE id = $1', [row.id, idle?.now ?? new Date()]);
  let uid = row?.uid ?? null;
  let id = row?.id ?? '';
  return {
    get id() {
      return id;
    },
    get uid() {
      return uid;
    },
    async signIn(newUid: number) {
      if (id) await db.query('DELETE FROM sessions WHERE id = $1', [id]);
      id = randomBytes(24).toString('base64url'); // a fresh id on every sign-in (no session fixation)
      await db.query('INSERT INTO sessions (id, uid) VALUES ($1, $2)', [id, newUid]);
      uid = newUid;
      setCookie(cookie(id, 60 * 60 * 24 * 30));
    },
    async signOut() {
      if (id) await db.query('DELETE FROM sessions WHERE id = $1', [id]);
      id = '';
      uid = null;
      setCookie(cookie('', 0));
    },
  };
}
