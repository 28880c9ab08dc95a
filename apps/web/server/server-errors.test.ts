// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createAppServer } from './server.ts';
import { listen } from './server-under-test.ts';


describe('the production server, when a request fails', () => {
  it('answers a request it cannot serve with a 500 and goes on serving (a throwing renderer does not end the process)', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    const renderer = { page: (path: string) => (path.endsWith('/broken') ? Promise.reject(new Error('renderer broke')) : Promise.resolve(undefined)) };
    // no backend answers: the page statuses fall back to 200, as for a backend that is down
    const server = createAppServer({ root: dist, backend: 'http://127.0.0.1:9', formFrameAncestors: [], renderer });
    const at = await listen(server);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const broken = await fetch(`${at}/game/broken`);
      expect(broken.status).toBe(500);
      expect(await broken.text()).toBe('The page could not be served');
      expect(logged).toHaveBeenCalledWith('[web] GET /game/broken failed:', expect.objectContaining({ message: 'renderer broke' }));
      expect(await (await fetch(`${at}/game/fire-wizard`)).text()).toBe('<!doctype html><title>app</title>');
    } finally {
      logged.mockRestore();
      server.close();
    }
  });
});
