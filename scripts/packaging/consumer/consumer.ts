/**
 * A consumer written the way another team would use the packages: it compiles under `strict` with NodeNext and
 * Bundler resolution, with DOM types (a browser front end) or Node's (a script), so it touches only what both have.
 * `main(baseUrl)` signs in to a running sandbox with a demo account and reports what it saw; the packaging test
 * checks the report. Node's fetch keeps no cookies, hence the small cookie jar below (see the SDK README, "In Node").
 */
import { CONTRACT_VERSION, createApiClient, settle, type ApiClient, type Schema } from '@casino/sdk';
import { validatePassword } from '@casino/domain';
import { formatMoney, totalBalance, type AccountBalances } from '@casino/domain/money';

type Middleware = Parameters<ApiClient['use']>[0];

/** Keeps the cookies the server sets and sends them back: what a browser does for the SDK on its own. */
export function cookieJar(): Middleware {
  const jar = new Map<string, string>();
  return {
    onRequest({ request }) {
      if (jar.size > 0) request.headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
      return request;
    },
    onResponse({ response }) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const at = pair.indexOf('=');
        if (at < 1) continue;
        const name = pair.slice(0, at).trim();
        const expired = attributes.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a));
        if (expired) jar.delete(name);
        else jar.set(name, pair.slice(at + 1).trim());
      }
      return response;
    },
  };
}

export interface Report {
  guestBalanceError: string;
  signedIn: boolean;
  uid: number;
  balanceCurrency: string;
  totalBalance: string;
  passwordRule: string;
  /** The contract version the SDK was generated from (the packaging test compares it with openapi/casino-api.yaml). */
  contractVersion: string;
}

export async function main(baseUrl: string): Promise<Report> {
  const api = createApiClient({ baseUrl, locale: 'en', version: 'packaging-test' });
  api.use(cookieJar());

  // A call that needs the session, before signing in: refused.
  const guest = await settle(api.GET('/api/account.getBalance'));
  if (!guest.error) throw new Error('account.getBalance answered a guest');

  const login = await settle(api.POST('/api/auth.login', { body: { login: 'demo@example.com', password: 'demo1234' } }));
  if (login.error) throw new Error(`sign-in failed: ${login.error.type} ${login.error.message}`);

  // The same call again: only the cookie kept by the jar makes it succeed.
  const balance = await settle(api.GET('/api/account.getBalance'));
  if (balance.error) throw new Error(`account.getBalance after sign-in: ${balance.error.type}`);
  const info = await settle(api.GET('/api/account.getInfo'));
  if (info.error) throw new Error(`account.getInfo: ${info.error.type}`);

  // A domain rule fed the SDK's answer as it is: the contract's Balances fit the rule's input.
  const balances: Schema<'Balances'> = balance.data;
  const input: AccountBalances = balances;
  const total = totalBalance(input);
  if (!total.ok) throw new Error(`totalBalance: ${total.error}`);

  const weak = validatePassword('abc');
  return {
    guestBalanceError: guest.error.type,
    signedIn: info.data.uid > 0,
    uid: info.data.uid,
    balanceCurrency: balances.balance_main.currency,
    totalBalance: formatMoney(total.value),
    passwordRule: weak.ok ? 'ok' : weak.key,
    contractVersion: CONTRACT_VERSION,
  };
}

// The types are the contract's, not `any`: an unknown operation and a wrong body do not compile.
export function typeChecks(api: ApiClient): void {
  // @ts-expect-error not an operation of the contract
  void api.GET('/api/no.such.operation');
  // @ts-expect-error auth.login needs a password
  void api.POST('/api/auth.login', { body: { login: 'demo@example.com' } });
}
