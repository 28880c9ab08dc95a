type Scalar = string | number | boolean | bigint;
type Value = Scalar | Blob | null | undefined | readonly Value[] | { readonly [key: string]: Value };

const scalar = (value: Scalar): string => (typeof value === 'boolean' ? (value ? '1' : '0') : String(value));

/** Walks a value into `key=value` pairs in bracket notation, dropping null and undefined (spec part 1 §7). */
function walk(prefix: string, value: Value, emit: (key: string, value: string | Blob) => void): void {
  if (value === null || value === undefined) return;
  if (typeof Blob !== 'undefined' && value instanceof Blob) return emit(prefix, value);
  if (Array.isArray(value)) return value.forEach((item) => walk(`${prefix}[]`, item, emit));
  if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value as Record<string, Value>)) walk(prefix ? `${prefix}[${key}]` : key, item, emit);
    return;
  }
  emit(prefix, scalar(value as Scalar));
}

/** Query string: arrays as repeated keys (`keys=a&keys=b`), objects in brackets, null/undefined dropped. */
export function serializeQuery(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) value.forEach((item) => walk(key, item as Value, (k, v) => params.append(k, String(v))));
    else walk(key, value as Value, (k, v) => params.append(k, String(v)));
  }
  return params.toString();
}

/** Multipart body for every POST: flags as '1'/'0', nested values in bracket notation, null/undefined dropped. */
export function serializeMultipart(body: unknown): FormData {
  if (body instanceof FormData) return body;
  const form = new FormData();
  walk('', (body ?? {}) as Value, (key, value) => form.append(key, value));
  return form;
}
