/** A parsed query: a key maps to one value, several values or nothing. */
export type QueryLike = Readonly<Record<string, string | readonly (string | null)[] | null | undefined>>;

/** The last non-empty value of a query key (with several values the last wins). */
export function lastQueryValue(query: QueryLike, key: string): string | undefined {
  const raw = query[key];
  const list = Array.isArray(raw) ? raw : [raw];
  for (let i = list.length - 1; i >= 0; i -= 1) {
    const value = list[i];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

/** Serialises a query (keys in insertion order, arrays repeated, empty values dropped). */
export function buildQueryString(query: QueryLike): string {
  const parts: string[] = [];
  for (const [key, raw] of Object.entries(query)) {
    const list = Array.isArray(raw) ? raw : [raw];
    for (const value of list) {
      if (typeof value === 'string') parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
    }
  }
  return parts.join('&');
}
