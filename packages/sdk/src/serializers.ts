type Scalar = string | number | boolean | bigint;
type Value = Scalar | Blob | null | undefined | readonly Value[] | { readonly [key: string]: Value };

// the backend reads form flags as '1'/'0', not 'true'/'false'
const scalar = (value: Scalar): string => (typeof value === 'boolean' ? (value ? '1' : '0') : String(value));

/** Walks a value into `key=value` pairs in bracket notation, dropping null and undefined (the backend reads a missing field as unset). */
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

/**
 * Multipart body for every POST: flags as '1'/'0', nested values in bracket notation, null/undefined dropped.
 * openapi-fetch sends JSON by default and has no multipart serializer of its own.
 */
export function serializeMultipart(body: unknown): FormData {
  if (body instanceof FormData) return body;
  const form = new FormData();
  walk('', (body ?? {}) as Value, (key, value) => form.append(key, value));
  return form;
}
