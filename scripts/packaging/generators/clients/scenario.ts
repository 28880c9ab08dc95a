/**
 * One scenario through three clients of the same contract: @casino/sdk (packed), hey-api's generated fetch client and
 * orval's. Each signs in a fresh player with 100 EUR, deposits 20 with card requisites, withdraws 25 to the same card,
 * changes the profile and reads it back. Prints what each saw, without the ids that differ between players, for
 * generators.mjs to compare. Run: `tsx scenario.ts <sandbox url>` (the generated code sits beside it).
 */
import { createApiClient, serializeMultipart, settle, type ApiClient } from '@casino/sdk';
import { createClient, createConfig } from './hey-api/client';
import * as hey from './hey-api/sdk.gen';
import * as orval from './orval/api';
import { pointAt } from './sandbox-fetch';

const CARD = { card_number: '4111 1111 1111 1111', card_holder: 'ALEX PLAYER' };
const PROFILE = { first_name: 'Alex', last_name: 'Player', home_town: 'Lisbon' };
const locale = 'en';

interface Payment {
  status: string;
  amount: { amount: number; currency: string };
}
interface Outcome {
  deposit: Payment | string;
  withdrawal: Payment | string;
  saved: unknown;
  profile: Record<string, unknown>;
  balance: number;
}
type Player = { email: string; password: string };

/** Node's fetch keeps no cookies: this one keeps the session cookie, as a browser would. */
function cookieFetch(): typeof fetch {
  const jar = new Map<string, string>();
  return (async (input: Request | string | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (jar.size) request.headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(request);
    for (const line of response.headers.getSetCookie()) {
      const [name = '', value = ''] = (line.split(';')[0] ?? '').split('=');
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
    return response;
  }) as typeof fetch;
}

/** The part of a payment every client must agree on; a failure as its HTTP status and error type, to show which. */
const payment = (value: Payment | undefined, status: number, errorBody: unknown): Payment | string =>
  value ? { status: value.status, amount: value.amount } : `failed: ${status} ${(errorBody as { error?: { type?: string } } | undefined)?.error?.type}`;
const pick = (profile: object | undefined) => Object.fromEntries(Object.keys(PROFILE).map((key) => [key, (profile as Record<string, unknown> | undefined)?.[key]]));
const methodId = (settings: { methods: Array<{ id: number; sysname: string }> } | undefined) => settings?.methods.find((m) => m.sysname === 'visa_mc')?.id ?? -1;

async function newPlayer(baseUrl: string): Promise<Player> {
  const response = await fetch(`${baseUrl}/__sandbox/players`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ balance: 100 }) });
  if (!response.ok) throw new Error(`POST /__sandbox/players: ${response.status}`);
  return (await response.json()) as Player;
}

async function viaSdk(baseUrl: string, player: Player): Promise<Outcome> {
  const api: ApiClient = createApiClient({ baseUrl, locale, fetch: cookieFetch() });
  await settle(api.POST('/api/auth.login', { body: { login: player.email, password: player.password } }));
  const deposit = await settle(api.POST('/api/cashier.makedeposit', { body: { methodId: methodId((await settle(api.GET('/api/cashier.getdepositsettings'))).data), method: 'visa_mc', amount: 20, requisites: CARD } }));
  const withdrawal = await settle(api.POST('/api/cashier.makewithdrawal', { body: { methodId: methodId((await settle(api.GET('/api/cashier.getwithdrawsettings'))).data), method: 'visa_mc', amount: 25, requisites: CARD } }));
  const saved = await settle(api.POST('/api/account.saveProfileInfo', { body: PROFILE }));
  const profile = await settle(api.GET('/api/account.getprofileinfo'));
  const balance = await settle(api.GET('/api/account.getBalance'));
  return {
    deposit: payment(deposit.data, deposit.error?.status ?? 200, { error: deposit.error }),
    withdrawal: payment(withdrawal.data, withdrawal.error?.status ?? 200, { error: withdrawal.error }),
    saved: saved.data,
    profile: pick(profile.data),
    balance: balance.data?.balance_main.amount ?? -1,
  };
}

/** hey-api: its client with our base URL and fetch; the calls with a nested field name our serializer. */
async function viaHeyApi(baseUrl: string, player: Player): Promise<Outcome> {
  const client = createClient(createConfig({ baseUrl, fetch: cookieFetch() }));
  const query = { locale };
  await hey.authLogin({ client, query, body: { login: player.email, password: player.password } });
  const depositSettings = await hey.cashierGetdepositsettings({ client, query });
  const deposit = await hey.cashierMakedeposit({ client, query, body: { methodId: methodId(depositSettings.data?.data), method: 'visa_mc', amount: 20, requisites: CARD }, bodySerializer: serializeMultipart });
  const withdrawSettings = await hey.cashierGetwithdrawsettings({ client, query });
  const withdrawal = await hey.cashierMakewithdrawal({ client, query, body: { methodId: methodId(withdrawSettings.data?.data), method: 'visa_mc', amount: 25, requisites: CARD }, bodySerializer: serializeMultipart });
  // flat fields: hey-api's own form serializer sends them as the backend reads them
  const saved = await hey.accountSaveProfileInfo({ client, query, body: PROFILE });
  const profile = await hey.accountGetprofileinfo({ client, query });
  const balance = await hey.accountGetBalance({ client, query });
  return {
    deposit: payment(deposit.data?.data, deposit.response.status, deposit.error),
    withdrawal: payment(withdrawal.data?.data, withdrawal.response.status, withdrawal.error),
    saved: saved.data?.data,
    profile: pick(profile.data?.data),
    balance: balance.data?.data.balance_main.amount ?? -1,
  };
}

/** hey-api without the option: what another team gets before reading the README. */
async function heyApiDefault(baseUrl: string, player: Player): Promise<{ status: number; message: string }> {
  const client = createClient(createConfig({ baseUrl, fetch: cookieFetch() }));
  await hey.authLogin({ client, query: { locale }, body: { login: player.email, password: player.password } });
  const deposit = await hey.cashierMakedeposit({ client, query: { locale }, body: { methodId: 1, method: 'visa_mc', amount: 20, requisites: CARD } });
  const error = deposit.error as { error?: { invalid_parameters?: Record<string, Array<{ message: string }>> } } | undefined;
  return { status: deposit.response.status, message: error?.error?.invalid_parameters?.requisites?.[0]?.message ?? '' };
}

/** orval: its fetch client, with our form serializer and fetch set in its configuration (orval.config.cjs). */
async function viaOrval(baseUrl: string, player: Player): Promise<Outcome> {
  pointAt(baseUrl, cookieFetch());
  const params = { locale };
  await orval.authLogin({ login: player.email, password: player.password }, params);
  const depositSettings = await orval.cashierGetdepositsettings(params);
  const deposit = await orval.cashierMakedeposit({ methodId: methodId(depositSettings.status === 200 ? depositSettings.data.data : undefined), method: 'visa_mc', amount: 20, requisites: CARD }, params);
  const withdrawSettings = await orval.cashierGetwithdrawsettings(params);
  const withdrawal = await orval.cashierMakewithdrawal({ methodId: methodId(withdrawSettings.status === 200 ? withdrawSettings.data.data : undefined), method: 'visa_mc', amount: 25, requisites: CARD }, params);
  const saved = await orval.accountSaveProfileInfo(PROFILE, params);
  const profile = await orval.accountGetprofileinfo(params);
  const balance = await orval.accountGetBalance(params);
  return {
    deposit: payment(deposit.status === 200 ? deposit.data.data : undefined, deposit.status, deposit.data),
    withdrawal: payment(withdrawal.status === 200 ? withdrawal.data.data : undefined, withdrawal.status, withdrawal.data),
    saved: saved.status === 200 ? saved.data.data : saved.status,
    profile: pick(profile.status === 200 ? profile.data.data : undefined),
    balance: balance.status === 200 ? balance.data.data.balance_main.amount : -1,
  };
}

const baseUrl = process.argv[2];
if (!baseUrl) throw new Error('usage: tsx scenario.ts <sandbox url>');
const report = {
  sdk: await viaSdk(baseUrl, await newPlayer(baseUrl)),
  heyApi: await viaHeyApi(baseUrl, await newPlayer(baseUrl)),
  orval: await viaOrval(baseUrl, await newPlayer(baseUrl)),
  heyApiDefault: await heyApiDefault(baseUrl, await newPlayer(baseUrl)),
};
console.log(JSON.stringify(report));
