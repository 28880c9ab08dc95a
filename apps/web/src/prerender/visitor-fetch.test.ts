import { describe, expect, it } from 'vitest';
import { asVisitor } from './visitor-fetch.ts';

describe("a player's page's render", () => {
  const sent: { url: string; cookie: string | null }[] = [];
  const visitor = asVisitor('http://backend:8080', 'sid=abc; theme=dark', async (input) => {
    const request = input as Request;
    sent.push({ url: request.url, cookie: request.headers.get('cookie') });
    return new Response('{}');
  });

  it("reads with the player's cookies from the backend, and gives them to no other origin", async () => {
    await visitor('http://backend:8080/api/loyalty.getinfo?locale=en');
    await visitor('https://cdn.example/config.json');
    expect(sent).toEqual([
      { url: 'http://backend:8080/api/loyalty.getinfo?locale=en', cookie: 'sid=abc; theme=dark' },
      { url: 'https://cdn.example/config.json', cookie: null },
    ]);
  });

  it('changes nothing for the player: a call that is not a read is refused before it leaves', async () => {
    sent.length = 0;
    await expect(visitor('http://backend:8080/api/popups.markSeen', { method: 'POST', body: '{}' })).rejects.toThrow('rendered from reads only');
    expect(sent).toEqual([]);
  });
});
