/**
 * orval's `override.mutator` for its fetch client: where the calls go and which fetch makes them (in Node, one that
 * keeps the session cookie). Answers `{ data, status, headers }`, the shape orval's own fetch client gives.
 */
let target: { baseUrl: string; fetch: typeof fetch } | undefined;

export function pointAt(baseUrl: string, fetchWithCookies: typeof fetch): void {
  target = { baseUrl, fetch: fetchWithCookies };
}

export const sandboxFetch = async <T>(url: string, init: RequestInit): Promise<T> => {
  if (!target) throw new Error('pointAt(baseUrl, fetch) first');
  const response = await target.fetch(new URL(url, target.baseUrl), init);
  const text = [204, 205, 304].includes(response.status) ? '' : await response.text();
  return { data: text ? JSON.parse(text) : {}, status: response.status, headers: response.headers } as T;
};
