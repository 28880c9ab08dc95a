// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptHash } from './csp.ts';
import { devCspPlugin } from './dev-csp-plugin.ts';
import { listen } from './server-under-test.ts';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

const PREAMBLE = 'import { injectIntoGlobalHook } from "/@react-refresh";\ninjectIntoGlobalHook(window);';
const CUSTOM = 'window.__customCode = ["head"]';

let backend: Server;
let app: Server;
let appUrl = '';

beforeAll(async () => {
  // the sandbox's SEO settings: one enabled and one disabled custom code entry
  backend = createServer((_req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ customCode: [{ isEnabled: true, position: 'head', code: `<script>${CUSTOM}</script>` }, { isEnabled: false, position: 'head', code: '<script>off()</script>' }] }));
  });
  const backendUrl = await listen(backend);
  const middlewares: Middleware[] = [];
  const plugin = devCspPlugin({ backend: backendUrl, env: { FORM_FRAME_ANCESTORS: 'https://partner.example' } });
  (plugin.configureServer as (server: unknown) => void)({ middlewares: { use: (m: Middleware) => middlewares.push(m) } });
  // what Vite does after the plugin's middleware: the page with its inline preamble, a module, a 304
  app = createServer((req, res) => {
    middlewares[0]!(req, res, () => {
      if (req.url === '/module.js') {
        res.setHeader('Content-Type', 'text/javascript');
        return res.end('export {}');
      }
      if (req.url === '/cached') {
        res.statusCode = 304;
        return res.end();
      }
      res.setHeader('Content-Type', 'text/html');
      res.end(Buffer.from(`<!doctype html><html><head><script type="module">${PREAMBLE}</script><script type="module" src="/@vite/client"></script></head></html>`));
    });
  });
  appUrl = await listen(app);
});

afterAll(() => {
  app.close();
  backend.close();
});

const policyOf = async (path: string) => (await fetch(`${appUrl}${path}`)).headers.get('content-security-policy') ?? '';

describe('the development server policy', () => {
  it("is the served build's, with the hash of Vite's inline preamble and the hot-reload websocket", async () => {
    const policy = await policyOf('/promotions');
    const host = new URL(appUrl).host;
    const script = policy.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
    expect(script.split(' ')).toEqual(expect.arrayContaining(["'self'", scriptHash(PREAMBLE), scriptHash(CUSTOM)]));
    expect(script).not.toMatch(/unsafe-(inline|eval)/);
    expect(script).not.toContain(scriptHash('off()'));
    expect(policy).toContain(`ws://${host}`);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('lets the partners and the development server itself frame the embedded forms', async () => {
    expect(await policyOf('/forms/sign_in')).toContain(`frame-ancestors http://${new URL(appUrl).host} https://partner.example`);
  });

  it('puts the policy on modules too (a worker takes its own), without page hashes', async () => {
    const policy = await policyOf('/module.js');
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain(scriptHash(PREAMBLE));
  });

  it('leaves a revalidated page its cached policy, and the backend paths to the backend', async () => {
    expect(await policyOf('/cached')).toBe('');
    expect(await policyOf('/api/x')).toBe('');
  });
});
