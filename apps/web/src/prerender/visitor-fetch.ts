/**
 * The render's fetch for a signed-in visitor: their cookies go to the backend and nowhere else, and only with reads. A
 * render must change nothing for the player (no "seen", no report): a call that would is refused, and a page whose
 * render was refused a call is not served (the visitor gets the app, which makes the call itself).
 */
export function asVisitor(apiOrigin: string, cookie: string, base: typeof fetch = fetch): typeof fetch {
  const backend = new URL(apiOrigin).origin;
  return async (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).origin !== backend) return base(request);
    if (request.method !== 'GET' && request.method !== 'HEAD') throw new Error(`a player's page is rendered from reads only: ${request.method} ${request.url}`);
    const headers = new Headers(request.headers);
    headers.set('cookie', cookie);
    return base(new Request(request, { headers }));
  };
}
