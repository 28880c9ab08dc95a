// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchWithPayload, INLINE_PAYLOAD_ID, loadPayload } from './hydration.ts';
import type { PagePayload } from './payload.ts';

const payload: PagePayload = { version: 1, path: '/loyalty/shop', locale: 'en', theme: 'dark', viewer: 'player', answers: [{ key: 'GET /api/loyalty.getinfo', status: 200, contentType: 'application/json', body: '{"points":10}' }] };

/** `#root` with the prerender's mark, and the page's data block when given. */
function page(data?: string): HTMLElement {
  document.body.innerHTML = `<div id="root" data-prerendered=""></div>${data === undefined ? '' : `<script type="application/json" id="${INLINE_PAYLOAD_ID}">${data}</script>`}`;
  return document.getElementById('root')!;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe("a player's page's payload", () => {
  it('is read from the page, with no request', async () => {
    const network = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', network);
    expect(await loadPayload(page(JSON.stringify(payload).replaceAll('<', '\\u003c')), '/loyalty/shop')).toEqual(payload);
    expect(network).not.toHaveBeenCalled();
  });

  it('is none when the data block is not a payload: the app renders the page anew', async () => {
    expect(await loadPayload(page('{not json'), '/loyalty/shop')).toBeUndefined();
    expect(await loadPayload(page('{"version":2}'), '/loyalty/shop')).toBeUndefined();
  });

  it('stops answering at the first call that changes something: the reads after a purchase see it', async () => {
    const network = vi.fn<typeof fetch>(async () => new Response('{"points":4}'));
    vi.stubGlobal('fetch', network);
    const answers = fetchWithPayload(Promise.resolve(payload));
    expect(await (await answers.fetch('/api/loyalty.getinfo')).json()).toEqual({ points: 10 });
    await answers.fetch(new Request('http://page/api/loyalty.buy', { method: 'POST', body: '{}' }));
    expect(await (await answers.fetch('/api/loyalty.getinfo')).json()).toEqual({ points: 4 });
    expect(network).toHaveBeenCalledTimes(2);
  });
});
