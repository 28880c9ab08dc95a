import { historyTabFromQuery } from '@casino/domain/cashier';
import {
  applyRedirectRules, checkNavigation, fixedRedirect, gamehallCategoryRedirect, guestRedirect, splitLocalePrefix,
  withLocalePrefix, type QueryLike,
} from '@casino/domain/routing';
import type { GameCategoriesPort } from '@casino/domain/ports';
import { redirect, type LoaderFunctionArgs } from 'react-router';

export interface GuardDeps {
  readonly authenticated: () => boolean;
  readonly locales: () => { codes: readonly string[]; defaultLocale: string };
  readonly redirects: () => Parameters<typeof applyRedirectRules>[0];
  readonly origin: string;
  /** External navigation (content redirect rules marked external). */
  readonly assign: (url: string) => void;
  /** Where a refused rule is reported (a rule whose target would leave our origin without the external flag). */
  readonly warn?: (message: string, detail?: unknown) => void;
  /** The `#hash` of the address being opened ('' for none): a loader's request never carries it. */
  readonly hash?: () => string;
}

const queryOf = (url: URL): QueryLike => {
  const query: Record<string, string[]> = {};
  url.searchParams.forEach((value, key) => (query[key] ??= []).push(value));
  return query;
};

/**
 * Runs on every navigation, in order: content redirect rules (path and query, `*` wildcards,
 * external only when the rule says so), the guest guard for protected sections with `redirectUrl`, and the fixed
 * redirects. The guest guard runs before the fixed redirects so that `redirectUrl` is the address the guest asked
 * for (path, query and hash), not the one a fixed redirect would have turned it into. Returns a redirect or null.
 */
export function rootGuard(deps: GuardDeps, request: Request): Response | null {
  const url = new URL(request.url);
  const { codes, defaultLocale } = deps.locales();
  const { rootLocale, path } = splitLocalePrefix(url.pathname, codes, defaultLocale);
  const localize = (bare: string) => withLocalePrefix(bare, rootLocale, defaultLocale);

  const rule = applyRedirectRules(deps.redirects(), { path, query: url.search });
  if (rule) {
    const checked = checkNavigation(rule.url, { origin: deps.origin, external: rule.external });
    if (checked.ok && checked.value.external) {
      deps.assign(checked.value.url);
      return new Response(null, { status: 204 });
    }
    if (checked.ok && checked.value.url !== `${url.pathname}${url.search}`) return redirect(localize(checked.value.url));
    if (!checked.ok) deps.warn?.('redirect rule refused', { from: url.pathname, to: rule.url, reason: checked.error });
  }

  const fullPath = `${url.pathname}${url.search}${deps.hash?.() ?? ''}`;
  const guest = guestRedirect({ path, fullPath, authenticated: deps.authenticated(), rootLocale, defaultLocale });
  if (guest) return redirect(guest);

  const fixed = fixedRedirect(path, { fromDeposit: url.searchParams.get('from') === 'deposit' });
  if (fixed) return redirect(`${localize(fixed)}${url.search}`);
  return null;
}

/** History pages accept only the known `tab` values (default deposit). */
export function historyTabGuard({ request }: LoaderFunctionArgs): Response | null {
  const url = new URL(request.url);
  const tab = url.searchParams.get('tab');
  const valid = historyTabFromQuery(queryOf(url));
  if (tab === null || tab === valid) return null;
  url.searchParams.set('tab', valid);
  return redirect(`${url.pathname}${url.search}`);
}

/** /gamehall/{id} for an unknown category goes to /gamehall (the guard's rule is not shown in the spec). */
export async function gamehallCategoryGuard(port: GameCategoriesPort, args: LoaderFunctionArgs, localize: (path: string) => string): Promise<Response | null> {
  const id = args.params.id ?? '';
  const result = await port.getCategories(args.request.signal);
  if (!result.ok) return null; // unknown: let the page try rather than bounce the player
  const target = gamehallCategoryRedirect(id, result.value.map((c) => c.sysname));
  return target ? redirect(localize(target)) : null;
}
