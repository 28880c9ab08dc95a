/**
 * The per-page payload of a prerendered page (`{page}/_payload.json`): the backend answers the page was rendered
 * from. The browser hands them to the app's first calls instead of asking the backend again, so hydration renders
 * exactly what the HTML shows and the page's data is not fetched twice.
 */
export interface PagePayload {
  readonly version: 1;
  /** The page's address (with its locale prefix) and the locale and theme it was rendered in. */
  readonly path: string;
  readonly locale: string;
  readonly theme: string;
  /**
   * Whose page it is: a guest's (prerendered, or a game's page rendered on request) or the signed-in player's who asked
   * for it (a player page rendered on request, which carries that player's answers and is never shared). Absent in
   * payloads written before players' pages were rendered: a guest's.
   */
  readonly viewer?: 'guest' | 'player';
  readonly answers: readonly PayloadAnswer[];
}

export interface PayloadAnswer {
  /** `requestKey` of the call. */
  readonly key: string;
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
}

/**
 * Calls a guest's payload never carries: the session and what hangs on it (a prerendered page is a guest's, and who is
 * asking is only known in the browser), the player's storage, and calls that report rather than read. The app hydrates
 * a guest's page only for a guest (main.tsx), so every other answer the page was built from is the guest's answer too.
 * A player's page (rendered with their cookie, for them alone) carries their answers too, but never reports.
 */
const PERSONAL = /^\/api\/(account|auth|storage|analytics|events|popups)\./i;
const REPORTS = /^\/api\/(analytics|events)\./i;
/**
 * Query parameters left out of a call's identity: the build version, and the host (the prerender renders for the
 * site's configured host; the page may be served under another name of the same site).
 */
const VOLATILE_PARAMS = new Set(['version', 'host']);

/** A call's identity: method, path, the query without volatile parameters (sorted), and the body. */
export function requestKey(method: string, url: string, body = ''): string {
  const parsed = new URL(url, 'http://page');
  const query = [...parsed.searchParams].filter(([name]) => !VOLATILE_PARAMS.has(name)).sort(([a], [b]) => a.localeCompare(b));
  const search = new URLSearchParams(query).toString();
  return `${method.toUpperCase()} ${parsed.pathname}${search ? `?${search}` : ''}${body ? ` ${body}` : ''}`;
}

const isPersonal = (url: string): boolean => PERSONAL.test(new URL(url, 'http://page').pathname);
const isReport = (url: string): boolean => REPORTS.test(new URL(url, 'http://page').pathname);

async function bodyOf(input: RequestInfo | URL, init?: RequestInit): Promise<{ method: string; url: string; body: string }> {
  if (input instanceof Request) {
    const body = input.body && input.method !== 'GET' && input.method !== 'HEAD' ? await input.clone().text() : '';
    return { method: input.method, url: input.url, body };
  }
  return { method: init?.method ?? 'GET', url: String(input), body: typeof init?.body === 'string' ? init.body : '' };
}

/**
 * A fetch that keeps every successful answer it passes on (the prerender's side): the impersonal ones only, unless the
 * page is a signed-in player's own (`personal`).
 */
export function recordingFetch(base: typeof fetch, options: { readonly personal?: boolean } = {}): { fetch: typeof fetch; answers: () => PayloadAnswer[]; unanswered: () => string[] } {
  const answers = new Map<string, PayloadAnswer>();
  // calls the backend did not answer (unreachable, or a server error): a page rendered without them shows failure
  // states or defaults, and must not be kept and served as if it were the page
  const unanswered: string[] = [];
  const recording: typeof fetch = async (input, init) => {
    const { method, url, body } = await bodyOf(input, init);
    let response: Response;
    try {
      response = await base(input, init);
    } catch (error) {
      unanswered.push(`${method} ${url}`);
      throw error;
    }
    if (response.status >= 500) unanswered.push(`${method} ${url} (${response.status})`);
    if (response.ok && (options.personal ? !isReport(url) : !isPersonal(url))) {
      const text = await response.clone().text();
      answers.set(requestKey(method, url, body), { key: requestKey(method, url, body), status: response.status, contentType: response.headers.get('content-type') ?? 'application/json', body: text });
    }
    return response;
  };
  // In the order of their keys, not of their arrival: the calls of a render race each other, and every process must
  // write the same bytes for a page (the same ETag behind a load balancer, a cache revalidated by any of them).
  const sorted = () => [...answers.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { fetch: recording, answers: sorted, unanswered: () => [...unanswered] };
}

/**
 * A fetch that answers the recorded calls from the payload and every other call from the network (the browser's
 * side), until retired: then everything is a real call again, so a refresh the player asks for is fresh. Until then a
 * call made twice (two features reading the same settings) gets the same answer twice, as a cache would give it.
 */
export function payloadFetch(payload: PagePayload, base: typeof fetch): { fetch: typeof fetch; retire: () => void } {
  const answers = new Map(payload.answers.map((answer) => [answer.key, answer]));
  const answering: typeof fetch = async (input, init) => {
    if (!answers.size) return base(input, init);
    const { method, url, body } = await bodyOf(input, init);
    const answer = answers.get(requestKey(method, url, body));
    if (!answer) return base(input, init);
    return new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.contentType } });
  };
  return { fetch: answering, retire: () => answers.clear() };
}

/** Reads a payload, or undefined when it is not one (a stale or foreign file must not break the start). */
export function parsePayload(value: unknown): PagePayload | undefined {
  const payload = value as PagePayload | null;
  if (!payload || payload.version !== 1 || typeof payload.path !== 'string' || typeof payload.locale !== 'string' || !Array.isArray(payload.answers)) return undefined;
  if (payload.viewer !== undefined && payload.viewer !== 'guest' && payload.viewer !== 'player') return undefined;
  return payload.answers.every((a) => typeof a?.key === 'string' && typeof a.body === 'string' && typeof a.status === 'number') ? payload : undefined;
}
