import type { QueryLike } from '@casino/domain/routing';

/** A location's search string as a query (a key seen several times keeps every value). */
export function queryOf(search: string): QueryLike {
  const query: Record<string, string[]> = {};
  new URLSearchParams(search).forEach((value, key) => (query[key] ??= []).push(value));
  return query;
}
