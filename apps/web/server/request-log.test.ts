// @vitest-environment node
import { createReadStream, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { logRequests } from './request-log.ts';
import { listen } from './server-under-test.ts';


const dir = mkdtempSync(join(tmpdir(), 'request-log-'));
writeFileSync(join(dir, 'file.txt'), 'x'.repeat(5_000));
const lines: string[] = [];
let clock = 0;
const server = createServer((req, res) => {
  clock += 12.345;
  if (req.url?.startsWith('/file')) return void createReadStream(join(dir, 'file.txt')).pipe(res);
  if (req.url === '/missing') {
    res.writeHead(404);
    return void res.end('nope');
  }
  if (req.url === '/hang') return void res.write('partial');
  res.write('héllo ');
  res.end(Buffer.from('world'));
});
logRequests(server, (line) => lines.push(line), () => clock);
const base = await listen(server);
afterAll(() => server.close());

describe('request logs (LOG_REQUESTS=1)', () => {
  it('writes one JSON line per request: method, path without the query, status, time and body bytes', async () => {
    await (await fetch(`${base}/page?token=secret`)).text();
    await (await fetch(`${base}/file.txt`)).text();
    await (await fetch(`${base}/missing`, { method: 'POST', body: 'x' })).text();
    await fetch(`${base}/page`, { method: 'HEAD' });
    await expect.poll(() => lines.length).toBe(4);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.every((line) => line.endsWith('}\n') && !line.slice(0, -1).includes('\n'))).toBe(true);
    expect(entries.map(({ time, ...rest }) => (expect(new Date(time as string).getTime()).not.toBeNaN(), rest))).toEqual([
      { method: 'GET', path: '/page', status: 200, durationMs: 12.3, bytes: Buffer.byteLength('héllo world') },
      { method: 'GET', path: '/file.txt', status: 200, durationMs: 12.3, bytes: 5_000 },
      { method: 'POST', path: '/missing', status: 404, durationMs: 12.3, bytes: 4 },
      { method: 'HEAD', path: '/page', status: 200, durationMs: 12.3, bytes: 0 },
    ]);
    expect(lines.join('')).not.toContain('secret');
  });

  it('logs a request whose connection closed before the answer was sent, as aborted', async () => {
    lines.length = 0;
    const controller = new AbortController();
    const response = await fetch(`${base}/hang`, { signal: controller.signal });
    expect(response.status).toBe(200);
    controller.abort();
    await expect.poll(() => lines.length).toBe(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ path: '/hang', status: 200, aborted: true });
  });
});
