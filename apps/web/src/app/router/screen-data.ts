import { shouldOpenCampaignPopup } from '@casino/domain/policies';
import { matchRoutes, type RouteObject } from 'react-router';
import { ROUTES, type RouteSpec } from '../../shared/routing/route-table.ts';

/**
 * The backend's answers a signed-in screen asks for as it opens, by route: the address each of its calls has, past
 * the `locale` and `version` every call carries (the order the API client writes them in).
 *
 * A screen's calls otherwise start after its chunk has arrived, run and rendered: a chunk, then the data, then the
 * page. Named here, they start as the route matches at start-up, beside the chunk: the page asks for each with a
 * `<link rel=preload as=fetch>` and the client's own call, the same request, is handed the answer (as the first calls
 * of every start are, vite.config.ts). A browser test (e2e/screen-data.spec.ts) opens each of these screens and fails
 * when one of the addresses is asked for twice (the screen asked differently) or not before the screen's chunk had run.
 * This table comes with the table of screens (`screens.ts`), not in the entry chunk: the screen's chunk waits for
 * that table too, so the data still leaves first.
 */
export const SCREEN_DATA: Readonly<Record<string, readonly string[]>> = {
  // the deposit offers (bonuses' part of the form, which is held until they settle) ask for the campaigns' offers
  'cashier-deposit': [
    '/api/cashier.getdepositsettings',
    '/api/account.getDepositLimit',
    '/api/campaigns.getoffers?count=100&action=deposit&fields=trigger&fields=description&fields=promotions',
  ],
  'cashier-withdraw': ['/api/cashier.getwithdrawsettings', '/api/cashier.gethistory?type=withdrawal&offset=0&count=4'],
  'profile-bonuses': [
    '/api/bonuses.get?count=20&offset=0&type=casino&fields=description&fields=status&status=available&status=active',
    '/api/BettingBonuses.get',
    '/api/freespins.get?count=99&status=active&fields=description',
  ],
  'profile-settings': ['/api/account.getprofileinfo?fields=contacts&fields=document', '/api/account.getPersonalDataFields', '/api/account.getContactPhoneSettings'],
  'loyalty-shop': ['/api/loyalty.getproducts?count=100', '/api/loyalty.getinfo'],
};

/**
 * The campaign popups' call, made on the first route of every page where one may open (not over a game, the deposit
 * form or an embedded form). A signed-in player's popup is often the largest thing on the page, and it came last:
 * the popups' chunk after the first render, then this call, then the popup's own chunk. Asked for at start-up, the
 * answer is there when the chunk runs.
 */
const CAMPAIGN_POPUPS = '/api/popups.get';

/** The addresses to ask for on a bare path (no locale prefix), with the query the client gives every call. */
export function screenDataUrls(barePath: string, query: { locale: string; version: string }): string[] {
  const spec = matchRoutes(ROUTES.map((route): RouteObject => ({ path: route.path, handle: route })), barePath)?.at(-1)?.route.handle as RouteSpec | undefined;
  const common = `locale=${encodeURIComponent(query.locale)}&version=${encodeURIComponent(query.version)}`;
  const calls = [...(spec ? (SCREEN_DATA[spec.name] ?? []) : []), ...(shouldOpenCampaignPopup(barePath) ? [CAMPAIGN_POPUPS] : [])];
  return calls.map((call) => {
    const [path, rest] = call.split('?');
    return `${path}?${common}${rest ? `&${rest}` : ''}`;
  });
}

/** Asks for a signed-in screen's data now, beside its chunk (see SCREEN_DATA). */
export function preloadScreenData(barePath: string, query: { locale: string; version: string }): void {
  for (const href of screenDataUrls(barePath, query)) {
    const link = document.createElement('link');
    Object.assign(link, { rel: 'preload', as: 'fetch', href, crossOrigin: 'anonymous' });
    document.head.append(link);
  }
}
