import { randomBytes } from 'node:crypto';
import { createApiClient, type ApiClient } from '@casino/sdk';
import type { OutboxMessage } from '../../src/dev/outbox.ts';
import type { Fault } from '../../src/dev/faults.ts';
import { startSandbox, type RunningSandbox } from '../harness.ts';

/** A fetch that keeps cookies like a browser tab (the sandbox's session is an HttpOnly cookie). */
export function cookieFetch(initial: Record<string, string> = {}): typeof fetch {
  const jar = new Map(Object.entries(initial));
  return (async (input: Request | string | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (jar.size) request.headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(request);
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (attrs.some((a) => /max-age=0/i.test(a.trim())) || value === '') jar.delete(name.trim());
      else jar.set(name.trim(), value);
    }
    return response;
  }) as typeof fetch;
}

/** What every `<area>.cases.ts` receives. Methods throw until the sandbox has started (use them inside tests). */
export interface ContractEnv {
  readonly sandbox: RunningSandbox;
  /** A client with its own cookie jar and no session. */
  guest(): ApiClient;
  /** A client signed in as the seeded user with this e-mail (session made directly, no login call). */
  as(email: string): Promise<ApiClient>;
  /** Codes the sandbox "sent" (newest first). */
  outbox(filter?: { to?: string; kind?: string }): Promise<OutboxMessage[]>;
  /** Inject a fault for the next matching call(s). */
  fault(fault: Fault): Promise<void>;
  clearFaults(): Promise<void>;
  /** A plain fetch to a sandbox path (raw routes, dev endpoints). */
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

export function createContractEnv(): { env: ContractEnv; start(): Promise<void>; stop(): Promise<void> } {
  let running: RunningSandbox | undefined;
  const need = () => {
    if (!running) throw new Error('the sandbox is not started yet: call env methods inside tests');
    return running;
  };
  const client = (fetch: typeof globalThis.fetch) => createApiClient({ baseUrl: need().url, fetch, locale: 'en', version: 'contract-test' });
  const env: ContractEnv = {
    get sandbox() {
      return need();
    },
    guest: () => client(cookieFetch()),
    async as(email) {
      const { db } = need();
      const user = await db.maybeOne<{ uid: number }>('SELECT uid FROM users WHERE email = $1', [email]);
      if (!user) throw new Error(`no seeded user ${email}`);
      const sid = randomBytes(18).toString('base64url');
      await db.query('INSERT INTO sessions (id, uid) VALUES ($1, $2)', [sid, user.uid]);
      return client(cookieFetch({ sid }));
    },
    outbox: (filter = {}) => need().sandbox.state.outbox.list(filter),
    async fault(fault) {
      need().sandbox.state.faults.add(fault);
    },
    async clearFaults() {
      need().sandbox.state.faults.clear();
    },
    fetch: (path, init) => fetch(need().url + path, init),
  };
  return {
    env,
    async start() {
      running = await startSandbox();
    },
    async stop() {
      await running?.close();
    },
  };
}

/** A consent page's OAuth state and the cookie that carries it, as a browser would hold them before the callback. */
export async function oauthState(env: ContractEnv, service = 'google'): Promise<{ state: string; cookie: string }> {
  const page = await env.fetch(`/oauth/init?service=${service}&redirect_url=%2F&type_auth=login`);
  const state = /name="state" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  const cookie = /(oauth_state=[^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1] ?? '';
  return { state, cookie };
}
