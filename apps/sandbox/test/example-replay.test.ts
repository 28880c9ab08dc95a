/**
 * Replays the request example of every operation against a fresh sandbox, through @casino/sdk as another team would
 * send it, and checks the answer against the response the contract declares for its status. An example that the
 * backend stand-in refuses, or whose answer strays from the contract, is an example that misleads its readers.
 *
 * The request is built from the examples alone: each parameter's `example` (or its schema's), and the first example
 * of the body. Operations run in the contract's order on one sandbox, signed in as the seeded demo player (a new
 * session each), so an example may use what an earlier one made: `bonuses.deactivate` puts back the bonus that
 * `bonuses.activate` just activated, `cashier.getdepositinfo` reads the deposit `cashier.makedeposit` made.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '@casino/sdk';
import { createValidators } from '../src/core/validation.ts';
import { createContractEnv } from './contract/env.ts';

/** Operations that a guest calls (the rest: a guest when the contract needs no session, else a signed-in player). */
const AS_GUEST: Record<string, string> = {
  'auth.register': 'it signs up a new player',
  'account.unsubscribe': 'the link from a newsletter works without a session',
};

/** Operations whose example changes the account for good: each runs as a player of its own, made for it. */
const OWN_PLAYER: Record<string, string> = {
  'account.changelocale': "the demo player's locale stays English",
  'account.changepassword': "the demo player's password stays the documented one",
  'account.changeTwoFactorAuth': 'a two-factor demo player would need a code to sign in',
  'account.setCurrency': 'the demo player has payments, after which the currency is locked',
  'account.setLimit': 'a deposit limit would refuse the deposits of later examples',
  'account.selfExclude': 'it ends every session of the player',
};

/** Examples that cannot succeed replayed on their own, and why. Their answer is still checked against the contract. */
const NOT_ALONE: Record<string, string> = {
  'account.confirmContact': 'the code is the one the confirmation message carried (sendconfirmationtocontact)',
  'account.confirmTwoFactorAuth': 'the code is the one changeTwoFactorAuth sent',
  'account.cancelLimitChange': 'it needs a raised limit still in its cooling-off, made by an earlier setLimit',
};

type Node = Record<string, unknown>;
type Caller = (path: string, init: object) => Promise<{ response: Response; data?: unknown; error?: unknown }>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

const firstExample = (holder: Node | undefined): unknown => {
  if (!holder) return undefined;
  if ('example' in holder) return holder.example;
  const [first] = Object.values(isNode(holder.examples) ? holder.examples : {});
  return isNode(first) ? first.value : undefined;
};

/** The request the examples describe: path and query values, and the body (multipart unless the contract says otherwise). */
function exampleRequest(op: Node) {
  const query: Record<string, unknown> = {};
  const path: Record<string, unknown> = {};
  for (const p of (op.parameters ?? []) as Node[]) {
    // locale and version are added to every call by the SDK
    if (p.name === 'locale' && p.in === 'query') continue;
    if (p.name === 'version') continue;
    const value = firstExample(p) ?? (Array.isArray(p.examples) ? p.examples[0] : undefined) ?? firstExample(p.schema as Node);
    if (value === undefined) continue;
    (p.in === 'path' ? path : query)[String(p.name)] = value;
  }
  const content = ((op.requestBody as Node | undefined)?.content ?? {}) as Record<string, Node>;
  const body = firstExample(content['multipart/form-data']) ?? Object.values(content).map(firstExample).find((v) => v !== undefined);
  return { query, path, body };
}

describe('request examples replayed against the sandbox', () => {
  const { env, start, stop } = createContractEnv();
  beforeAll(start);
  afterAll(stop);

  async function caller(id: string, security: unknown[]): Promise<ApiClient> {
    if (id in AS_GUEST || security.length === 0) return env.guest();
    if (id in OWN_PLAYER) {
      const created = await env.fetch('/__sandbox/players', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(created.status).toBe(201);
      return env.as(((await created.json()) as { email: string }).email);
    }
    return env.as('demo@example.com');
  }

  it('answers every example as the contract says, and with a success unless listed', async () => {
    const { contract } = env.sandbox.sandbox;
    const validators = createValidators();
    const wrong: string[] = [];
    const refused: string[] = [];
    for (const operation of contract.operations) {
      const id = operation.operationId;
      const op = (contract.document.paths[operation.path] as Record<string, Node>)[operation.method]!;
      const { query, path, body } = exampleRequest(op);
      const api = await caller(id, (op.security ?? []) as unknown[]);
      const send = (api as unknown as Record<string, Caller>)[operation.method.toUpperCase()]!;
      // text: HTML pages and the beacon's GIF are answers too; JSON is parsed below
      const { response, data, error } = await send(operation.path, { params: { query, path }, body, parseAs: 'text' });
      const text = String(data ?? (typeof error === 'string' ? error : JSON.stringify(error)));
      const declared = (op.responses as Record<string, Node>)[String(response.status)] ?? (op.responses as Record<string, Node>).default;
      const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
      if (!declared) wrong.push(`${id}: status ${response.status} is not declared`);
      else if (!Object.keys((declared.content ?? {}) as Node).includes(type)) wrong.push(`${id}: ${response.status} answered ${type || 'no content type'}`);
      else if (type === 'application/json') {
        const violation = validators.response(operation, response.status, JSON.parse(text));
        if (violation) wrong.push(`${id}: ${response.status} ${violation}`);
      }
      if (response.status >= 300 && !(id in NOT_ALONE)) refused.push(`${id}: ${response.status} ${text.slice(0, 300)}`);
      // a listed example that succeeds no longer needs its exception
      if (response.status < 300 && id in NOT_ALONE) refused.push(`${id}: succeeded, remove it from NOT_ALONE`);
    }
    expect(wrong).toEqual([]);
    expect(refused).toEqual([]);
    expect(env.sandbox.sandbox.state.violations).toEqual([]);
  });
});
