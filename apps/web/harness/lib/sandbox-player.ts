/**
 * Players of the sandbox for the bench's signed-in measurements, made over plain HTTP through the app's origin (the
 * production server passes `/api` and `/__sandbox` to the sandbox), so the session cookie is one a browser would get.
 */

/** What `POST /__sandbox/players` accepts (apps/sandbox/src/dev/players.ts); every field is optional. */
export interface PlayerSpec {
  readonly currency?: string;
  /** Credited as a successful card deposit: the player has a balance and a deposit in the history. */
  readonly balance?: number;
  readonly loyaltyPoints?: number;
  /** An active cashback of this amount. */
  readonly cashback?: number;
  /** Played rounds for the bet history. */
  readonly rounds?: number;
}

export interface SandboxPlayer {
  readonly email: string;
  readonly password: string;
  /** `sid=…`: the `Cookie` header of the player's signed-in session. */
  readonly cookie: string;
}

/** A fresh sandbox player, signed in. */
export async function createPlayer(baseUrl: string, spec: PlayerSpec = {}): Promise<SandboxPlayer> {
  const answer = await call(`${baseUrl}/__sandbox/players`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ currency: 'EUR', ...spec }) });
  if (answer.status !== 201) throw new Error(`POST /__sandbox/players: ${answer.status} ${(await answer.text()).slice(0, 300)}`);
  const { email, password } = (await answer.json()) as { email: string; password: string };
  return { email, password, cookie: await signIn(baseUrl, email, password) };
}

/**
 * A new signed-in session of the player (`POST /api/auth.login`, multipart `login`/`password`): its `Cookie` header.
 * Each sign-in is a session of its own, so a page measured long after another still has a session that has not sat
 * idle past the sandbox's idle logout.
 */
export async function signIn(baseUrl: string, login: string, password: string): Promise<string> {
  const form = new FormData();
  form.set('login', login);
  form.set('password', password);
  const answer = await call(`${baseUrl}/api/auth.login`, { method: 'POST', body: form });
  const body = (await answer.json().catch(() => ({}))) as { data?: { status?: string } };
  if (!answer.ok || body.data?.status !== 'SUCCESS') throw new Error(`auth.login for ${login}: ${answer.status} ${JSON.stringify(body).slice(0, 300)}`);
  const cookie = sessionCookie(answer.headers.getSetCookie());
  if (!cookie) throw new Error(`auth.login for ${login} set no session cookie`);
  return cookie;
}

/** The `name=value` of the session cookie (`sid`) among a response's `Set-Cookie` headers; undefined when absent or cleared. */
export function sessionCookie(setCookies: readonly string[], name = 'sid'): string | undefined {
  for (const header of setCookies) {
    const pair = header.split(';', 1)[0]!.trim();
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq) === name && pair.length > eq + 1) return pair;
  }
  return undefined;
}

/** `fetch`, whose failure says why (undici's own message is only "fetch failed"). */
async function call(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const cause = (error as { cause?: { message?: string; code?: string } }).cause;
    throw new Error(`${init.method ?? 'GET'} ${new URL(url).pathname}: ${cause?.code ?? ''} ${cause?.message ?? (error as Error).message}`.trim());
  }
}

/** A `name=value` cookie as a browser's jar holds it, for the site at `url`. */
export function jarCookie(pair: string, url: string): { name: string; value: string; url: string } {
  const eq = pair.indexOf('=');
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url };
}

/** The API's `data` of a call made as the player (a GET, or a multipart POST when `form` is given). */
export async function callAs<T>(baseUrl: string, cookie: string, path: string, form?: Record<string, string>): Promise<T> {
  const body = form ? new FormData() : undefined;
  for (const [key, value] of Object.entries(form ?? {})) body!.set(key, value);
  const answer = await call(`${baseUrl}${path}`, { method: form ? 'POST' : 'GET', headers: { cookie }, body });
  const json = (await answer.json().catch(() => ({}))) as { data?: T; error?: unknown };
  if (!answer.ok || json.error) throw new Error(`${form ? 'POST' : 'GET'} ${path}: ${answer.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json.data as T;
}

/**
 * A player with something on every signed-in screen: money and a deposit in the history (cashier), loyalty points
 * (the shop), an active cashback, a running bonus bought in the loyalty shop and one waiting to be activated from a
 * promo code (the bonuses page).
 */
export async function richPlayer(baseUrl: string): Promise<SandboxPlayer> {
  const player = await createPlayer(baseUrl, { balance: 500, loyaltyPoints: 2_000, cashback: 12.5, rounds: 30 });
  const products = await callAs<{ items: Array<{ id: number; name: string }> }>(baseUrl, player.cookie, '/api/loyalty.getproducts?count=100');
  const bonus = products.items.find((p) => p.name === '€5 bonus');
  if (!bonus) throw new Error('the sandbox\'s loyalty shop has no "€5 bonus" product');
  await callAs(baseUrl, player.cookie, '/api/loyalty.buyproduct', { id: String(bonus.id) });
  await waitingBonus(baseUrl, player.cookie);
  return player;
}

/** Gives the player a casino bonus waiting to be activated (the sandbox's `WELCOME100` promo code, €100). */
export async function waitingBonus(baseUrl: string, cookie: string): Promise<void> {
  await callAs(baseUrl, cookie, '/api/campaigns.activateOffer', { promo_code: 'WELCOME100' });
}
