import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { isProtectedPath } from '@casino/domain/routing';
import type { APIRequestContext } from '@playwright/test';
import { apiData } from '../harness/lib/browser.ts';
import { concreteRoutes, loadSamples } from '../harness/lib/routes.ts';
import { ROUTES } from '../src/shared/routing/route-table.ts';
import { unsubscribeHash } from './profile-support.ts';
import { outboxCode } from './support.ts';

/**
 * The route tour's stops (e2e/route-tour.spec.ts): every route of the app's route table with real params from the
 * sandbox, what each one is expected to land on, and the texts that mean a screen failed.
 */

export type TourLocale = 'en' | 'ar';

export interface TourStop {
  /** The route table's name of the route. */
  readonly name: string;
  /** The address opened, without the locale prefix (path and query). */
  readonly path: string;
  /** Where the app ends up (path and query, without the prefix): a redirect's target, else `path` itself. */
  readonly lands: string;
}

/**
 * Routes the tour does not visit, by name, each with the reason. None today: a signed-in player can open every route
 * (one that redirects is visited and its destination checked, see LANDS). A name the route table does not have fails
 * the tour, so a renamed route is looked at again.
 */
const SKIPPED: Readonly<Record<string, string>> = {};

/**
 * Routes that move the player on by design, as the router or the screen does it (packages/domain routing guards,
 * the payment result page), keyed by route name: the landing address for the stop's own address and the payment.
 */
const LANDS: Readonly<Record<string, (transaction: string) => string>> = {
  // the fixed redirects of the bare sections (packages/domain fixedRedirect)
  profile: () => '/profile/settings',
  'profile-bets': () => '/profile/bets/history',
  // the billing page is only a step of a deposit (`?from=deposit`); opened alone it is the deposit form
  'cashier-billing': () => '/cashier/deposit',
  // the bare address is the profile's page for a signed-in player (the screen redirects)
  'responsible-game': () => '/profile/responsible-game',
  // the waiting pages follow a settled payment to its result: the tour's payment succeeded
  'cashier-paypending': (transaction) => `/cashier/paysuccess/${transaction}`,
  'cashier-paypending-transaction': (transaction) => `/cashier/paysuccess/${transaction}`,
  'cashier-paynewwindow': (transaction) => `/cashier/paysuccess/${transaction}`,
  // a good code confirms the contact and moves on to the page that says so
  confirmation: () => '/confirmation/success',
};

/**
 * The query a route needs to show its real content rather than a "nothing to show" answer: the confirmation code the
 * sandbox sent to the player, and the player's own unsubscribe link. (The payment result pages without the id in
 * their path get it as `?transaction=`, as a provider or the deposit's other window opens them: without one the
 * pending page would wait forever.)
 */
async function linkQueries(request: APIRequestContext, player: { id: number; email: string }): Promise<Record<string, string>> {
  const sent = await request.post('/api/account.sendconfirmationtocontact', { multipart: { type: 'email' } });
  if (!sent.ok()) throw new Error(`account.sendconfirmationtocontact: ${sent.status()} ${await sent.text()}`);
  const code = await outboxCode(request, player.email, 'confirm_contact');
  return { confirmation: `?type=email&code=${code}`, unsubscribe: `?hash=${unsubscribeHash(player.id)}` };
}

/**
 * Every stop of the tour for a signed-in player (`request` carries the player's session): the harness's params
 * (harness/lib/routes.ts: a game, a category, a loyalty programme, a deposit method and a content page the sandbox
 * lists; the seed's first offer, jackpot and tournament, id 1, and its `welcome` promotion) and the player's own
 * deposit for the payment result pages.
 */
export async function tourStops(request: APIRequestContext, player: { id: number; email: string }): Promise<TourStop[]> {
  const deposits = await apiData<{ items: Array<{ id: number }> }>(request, '/api/cashier.gethistory?type=deposit&count=1');
  const transaction = String(deposits.items[0]?.id ?? '');
  if (!transaction) throw new Error('the tour player has no deposit: create it with a balance');
  const samples = { ...(await loadSamples(ROUTES, request, request)), transaction };
  const queries = await linkQueries(request, player);
  const unknown = Object.keys(SKIPPED).filter((name) => !ROUTES.some((route) => route.name === name));
  if (unknown.length) throw new Error(`SKIPPED names routes the route table does not have: ${unknown.join(', ')}`);
  return concreteRoutes(ROUTES, samples)
    .filter((route) => !(route.name in SKIPPED))
    .map((route) => {
      const paymentPage = !!route.spec.params?.transaction && !route.spec.path.includes(':transaction');
      const path = `${route.path}${paymentPage ? `?transaction=${transaction}` : (queries[route.name] ?? '')}`;
      return { name: route.name, path, lands: LANDS[route.name]?.(transaction) ?? path };
    });
}

/**
 * The stops a guest can open: every route outside the protected sections (the rest send a guest to sign in), each
 * with the harness's params and landing on its own address. The header and several pages differ for a guest.
 */
export async function guestStops(request: APIRequestContext): Promise<TourStop[]> {
  const samples = await loadSamples(ROUTES, request);
  return concreteRoutes(ROUTES, samples)
    .filter((route) => !isProtectedPath(route.path) && !(route.name in SKIPPED))
    .map((route) => ({ name: route.name, path: route.path, lands: route.path }));
}

/** Where the app's catalogs are: the shell's, and each feature's own (lingui.config.ts). */
const SRC = new URL('../src/', import.meta.url);

/** The `msgid` → `msgstr` pairs of one `.po` catalog (multi-line strings joined, escapes read). */
function readCatalog(file: URL): Map<string, string> {
  const entries = new Map<string, string>();
  const unquote = (line: string) => JSON.parse(line.slice(line.indexOf('"'))) as string;
  let key: 'msgid' | 'msgstr' | undefined;
  let id = '';
  let str = '';
  const flush = () => {
    if (id) entries.set(id, str);
    id = str = '';
  };
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('msgid ')) {
      flush();
      key = 'msgid';
      id = unquote(line);
    } else if (line.startsWith('msgstr ')) {
      key = 'msgstr';
      str = unquote(line);
    } else if (line.startsWith('"') && key) {
      if (key === 'msgid') id += unquote(line);
      else str += unquote(line);
    } else key = undefined;
  }
  flush();
  return entries;
}

/** The catalogs of a locale by folder (`''` for the shell's, `features/<name>/` for a feature's own). */
function catalogs(locale: TourLocale): Map<string, Map<string, string>> {
  const folders = ['', ...readdirSync(new URL('features/', SRC)).map((feature) => `features/${feature}/`)];
  const found = new Map<string, Map<string, string>>();
  for (const folder of folders) {
    const file = new URL(`${folder}locales/${locale}/messages.po`, SRC);
    if (existsSync(file)) found.set(folder, readCatalog(file));
  }
  return found;
}

/**
 * What a failed screen says, in English: a load that failed ("could not load", "could not be loaded"), the error
 * boundary's and the links' "Something went wrong", a start-up that could not reach the server, and "… not found"
 * (the tour opens real ids only, so a screen that finds nothing is broken too).
 */
const FAILURE = /could not (?:load|be loaded|start|reach)|Something went wrong|\bnot found$/;
/** The button a failure state offers. */
const RETRY = 'Try again';

export interface FailureTexts {
  /** Shown anywhere on the page, as part of a longer text. */
  readonly texts: readonly string[];
  /** A button or link labelled exactly this. */
  readonly retry: readonly string[];
}

/**
 * The failure texts of a locale, read from the app's own catalogs so that the Arabic tour recognises the Arabic
 * wording. Arabic pages also look for the English texts: a message without a translation is shown in English.
 */
export function failureTexts(locale: TourLocale): FailureTexts {
  const translated = locale === 'en' ? undefined : catalogs(locale);
  const texts = new Set<string>();
  const retry = new Set<string>();
  for (const [folder, catalog] of catalogs('en')) {
    for (const [id, str] of catalog) {
      const text = str || id;
      // a message with a placeholder is never shown as written, so its text cannot be looked for as it is
      if (text.includes('{')) continue;
      const shown = [text, translated?.get(folder)?.get(id)].filter((t): t is string => !!t);
      if (text === RETRY) shown.forEach((t) => retry.add(t));
      else if (FAILURE.test(text)) shown.forEach((t) => texts.add(t));
    }
  }
  if (!texts.size || !retry.size) throw new Error(`no failure texts found in the ${locale} catalogs: has src/locales moved?`);
  return { texts: [...texts], retry: [...retry] };
}

/**
 * Console output that is expected while the tour runs, each with its reason. None today, in the production build or
 * under the development server: anything the page logs as an error, or the app as a warning (`[casino] …`), fails
 * the route it appeared on. Add an entry only for noise no change of ours can remove (a vendor's stand-in), and say why.
 */
export const KNOWN_NOISE: ReadonlyArray<{ readonly pattern: RegExp; readonly why: string }> = [];
