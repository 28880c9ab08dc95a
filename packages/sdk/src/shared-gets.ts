interface InFlight {
  readonly response: Promise<Response>;
  readonly controller: AbortController;
  waiting: number;
}

/**
 * One request for identical GETs asked at the same time: two parts of a screen that each need the same answer (the
 * profile's settings form and its contacts list) made two calls, and the second could not use the answer the page
 * had preloaded for the first. Each caller gets its own copy of the answer; a caller that gives up (its signal, its
 * deadline) stops waiting alone, and the request itself is aborted only once every caller has given up. Nothing is
 * kept once the answer is in: a GET asked later goes to the network again.
 */
export function sharedGets(fetch: (request: Request) => Promise<Response>): (request: Request) => Promise<Response> {
  const inFlight = new Map<string, InFlight>();
  return (request) => {
    if (request.method !== 'GET') return fetch(request);
    const key = `${request.credentials} ${request.url} ${[...request.headers].join(';')}`;
    let entry = inFlight.get(key);
    // a request every caller gave up on is not joined: React's StrictMode leaves a screen and opens it again at once,
    // and the second open asked while the first one's abort was still on its way
    if (!entry || entry.controller.signal.aborted) {
      const controller = new AbortController();
      const started: InFlight = { response: fetch(new Request(request, { signal: controller.signal })), controller, waiting: 0 };
      const forget = () => inFlight.get(key) === started && inFlight.delete(key);
      started.response.then(forget, forget);
      inFlight.set(key, (entry = started));
    }
    const shared = entry;
    shared.waiting += 1;
    return new Promise<Response>((resolve, reject) => {
      const giveUp = () => {
        shared.waiting -= 1;
        if (shared.waiting === 0) {
          if (inFlight.get(key) === shared) inFlight.delete(key);
          shared.controller.abort(request.signal.reason);
        }
        reject(request.signal.reason);
      };
      if (request.signal.aborted) return giveUp();
      request.signal.addEventListener('abort', giveUp, { once: true });
      shared.response.then(
        (response) => {
          request.signal.removeEventListener('abort', giveUp);
          resolve(response.clone());
        },
        (error: unknown) => {
          request.signal.removeEventListener('abort', giveUp);
          reject(error);
        },
      );
    });
  };
}
