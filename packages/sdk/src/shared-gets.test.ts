import { describe, expect, it } from 'vitest';
import { sharedGets } from './shared-gets.ts';

/** A fetch that answers when told, recording what it was asked. */
function heldFetch() {
  const asked: Request[] = [];
  const answers: Array<(body: string) => void> = [];
  const fetch = (request: Request) =>
    new Promise<Response>((resolve, reject) => {
      asked.push(request);
      request.signal.addEventListener('abort', () => reject(request.signal.reason));
      answers.push((body) => resolve(new Response(body)));
    });
  return { fetch, asked, answer: (i: number, body: string) => answers[i]!(body) };
}

const get = (url: string, signal?: AbortSignal) => new Request(url, { signal });

describe('sharedGets', () => {
  it('sends identical GETs asked together once, and each caller reads its own copy', async () => {
    const held = heldFetch();
    const fetch = sharedGets(held.fetch);
    const [a, b] = [fetch(get('https://x.test/api/p?fields=a')), fetch(get('https://x.test/api/p?fields=a'))];
    expect(held.asked).toHaveLength(1);
    held.answer(0, '{"ok":1}');
    expect(await (await a).text()).toBe('{"ok":1}');
    expect(await (await b).text()).toBe('{"ok":1}');
  });

  it('sends different addresses, POSTs and a GET asked after the answer on their own', async () => {
    const held = heldFetch();
    const fetch = sharedGets(held.fetch);
    void fetch(get('https://x.test/api/p?fields=a'));
    void fetch(get('https://x.test/api/p?fields=b'));
    void fetch(new Request('https://x.test/api/p', { method: 'POST', body: 'x' }));
    void fetch(new Request('https://x.test/api/p', { method: 'POST', body: 'x' }));
    expect(held.asked).toHaveLength(4);
    held.answer(0, 'first');
    await new Promise((r) => setTimeout(r, 0));
    void fetch(get('https://x.test/api/p?fields=a'));
    expect(held.asked).toHaveLength(5);
  });

  it('lets a caller give up alone; the request is aborted only when every caller has', async () => {
    const held = heldFetch();
    const fetch = sharedGets(held.fetch);
    const [first, second] = [new AbortController(), new AbortController()];
    const a = fetch(get('https://x.test/api/p', first.signal));
    const b = fetch(get('https://x.test/api/p', second.signal));
    first.abort(new DOMException('gone', 'AbortError'));
    await expect(a).rejects.toThrow('gone');
    expect(held.asked[0]!.signal.aborted).toBe(false);
    held.answer(0, 'still wanted');
    expect(await (await b).text()).toBe('still wanted');

    const c = new AbortController();
    const lone = fetch(get('https://x.test/api/q', c.signal));
    c.abort(new DOMException('left', 'AbortError'));
    await expect(lone).rejects.toThrow('left');
    expect(held.asked[1]!.signal.aborted).toBe(true);
  });

  it('does not hand a caller a request everyone gave up on (a screen left and opened again at once)', async () => {
    const held = heldFetch();
    const fetch = sharedGets(held.fetch);
    const first = new AbortController();
    const left = fetch(get('https://x.test/api/p', first.signal));
    first.abort(new DOMException('left', 'AbortError'));
    const again = fetch(get('https://x.test/api/p'));
    await expect(left).rejects.toThrow('left');
    expect(held.asked).toHaveLength(2);
    held.answer(1, 'fresh');
    expect(await (await again).text()).toBe('fresh');
  });
});
