import { randomBytes } from 'node:crypto';
import { parseBody } from '../../core/body.ts';
import { readCookie } from '../../core/session.ts';
import { RawResponse, type HandlerMap, type RawRoute } from '../../core/types.ts';
import { hashPassword } from '../account/passwords.ts';
import { DEFAULT_LOCALE } from '../i18n/locales.ts';
import { exclusionOf } from '../responsible-gaming/exclusions.ts';
import { SERVICE_NAMES, consentPage } from './page.ts';

/** The seeded social account whose registration is incomplete ("Continue as <service> user"). */
export const SOCIAL_LOGIN = 'social@example.com';

/** `redirect_url` when it is same-origin with the app, otherwise `/` (no open redirect). */
export function safeRedirect(redirectUrl: string, appOrigin: string): string {
  try {
    const target = new URL(redirectUrl, appOrigin);
    return target.origin === new URL(appOrigin).origin ? target.href : '/';
  } catch {
    return '/';
  }
}

/**
 * The back address with a refused sign-in's reason (oauth.init in the contract): `sign_in_refused` (the kind of
 * break: timeout, exclusion), `refused_period` and `refused_until` (ISO 8601; absent for a permanent exclusion).
 */
export function withRefusal(location: string, refusal: Record<string, unknown> | undefined): string {
  if (!refusal) return location;
  const url = new URL(location, 'http://x');
  url.searchParams.set('sign_in_refused', String(refusal.kind ?? 'exclusion'));
  if (typeof refusal.period === 'string') url.searchParams.set('refused_period', refusal.period);
  if (typeof refusal.until === 'string') url.searchParams.set('refused_until', refusal.until);
  return location.startsWith('/') ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/**
 * The OAuth `state`: a random value the consent page carries in its form and the browser in a cookie that only
 * same-site requests send (SameSite=Lax leaves it off a cross-site form post). The callback accepts a post only when
 * the two match, so another site cannot sign a visitor into an account of its choosing (login CSRF).
 */
export const OAUTH_STATE_COOKIE = 'oauth_state';
const stateCookie = (value: string, maxAge: number) => `${OAUTH_STATE_COOKIE}=${value}; Path=/oauth; HttpOnly; SameSite=Lax; Max-Age=${maxAge}`;

export const handlers: HandlerMap = {
  'oauth.init': async (ctx) => {
    const state = randomBytes(18).toString('base64url');
    const page = consentPage({ service: ctx.params.service, redirectUrl: ctx.params.redirect_url, typeAuth: ctx.params.type_auth ?? 'login', existingLogin: SOCIAL_LOGIN, state });
    return new RawResponse(200, page, { 'content-type': 'text/html; charset=utf-8', 'set-cookie': stateCookie(state, 600), 'cache-control': 'no-store' });
  },
};

/** The consent form's submit: signs the browser session in and redirects (303) back to the app. */
export const rawRoutes: RawRoute[] = [
  {
    method: 'POST',
    prefix: '/oauth/callback',
    async handle(req, res, app) {
      const form = ((await parseBody(req)) ?? {}) as Record<string, string | undefined>;
      const service = form.service && form.service in SERVICE_NAMES ? form.service : null;
      if (!service) return void res.writeHead(400, { 'content-type': 'text/plain' }).end('unknown service');
      const expected = readCookie(req, OAUTH_STATE_COOKIE);
      if (!expected || form.state !== expected) return void res.writeHead(403, { 'content-type': 'text/plain' }).end('state mismatch');
      let uid: number;
      if (form.choice === 'new') {
        const login = `${service}_${randomBytes(6).toString('hex')}`;
        const hash = await hashPassword(randomBytes(18).toString('base64url'));
        ({ uid } = await app.db.one<{ uid: number }>(
          `INSERT INTO users (login, password_hash, locale, social_service, is_registration_completed, reg_time)
           VALUES ($1, $2, $3, $4, false, $5) RETURNING uid`,
          [login, hash, DEFAULT_LOCALE, service, app.now()],
        ));
      } else {
        // a real provider names the account linked to the player's identity; the stand-in's is the social demo
        // account unless the form names another (the tests' way to bring a player of their own, e.g. one on a break)
        const login = form.login || SOCIAL_LOGIN;
        const found = await app.db.query<{ uid: number }>('SELECT uid FROM users WHERE email = $1', [login]);
        if (!found[0]) return void res.writeHead(400, { 'content-type': 'text/plain' }).end('unknown account');
        ({ uid } = found[0]);
      }
      // An account in a time-out or self-exclusion is not signed in this way either: back to the site as a guest,
      // with why and until when on the address (the site cannot ask afterwards: the visitor is nobody to it)
      const refusal = await exclusionOf(app.db, uid, app.now());
      if (!refusal) await app.signIn(req, res, uid);
      res.appendHeader('set-cookie', stateCookie('', 0)); // a state is good for one sign-in
      res.writeHead(303, { location: withRefusal(safeRedirect(form.redirect_url ?? '/', app.config.appOrigin), refusal), 'cache-control': 'no-store' }).end();
    },
  },
];
