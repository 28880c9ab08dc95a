import type { IncomingMessage } from 'node:http';
import qs from 'qs';

const MAX_BODY = 10 * 1024 * 1024;

export async function readRaw(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Bracket notation (`a[b]=1`, `ids[]=2`) to nested objects, as a PHP-style backend reads it. */
export const parseQuery = (search: string): Record<string, unknown> =>
  qs.parse(search.replace(/^\?/, ''), { depth: 5, arrayLimit: 200, parameterLimit: 2000 }) as Record<string, unknown>;

/** Parses multipart/form-data, urlencoded or JSON bodies into one object (multipart files become their names). */
export async function parseBody(req: IncomingMessage): Promise<unknown> {
  const type = String(req.headers['content-type'] ?? '');
  const raw = await readRaw(req);
  if (!raw.length) return undefined;
  if (type.startsWith('application/json')) return JSON.parse(raw.toString('utf8'));
  if (type.startsWith('application/x-www-form-urlencoded')) return parseQuery(raw.toString('utf8'));
  if (type.startsWith('multipart/form-data')) {
    const form = await new Request('http://sandbox.local/', { method: 'POST', headers: { 'content-type': type }, body: new Uint8Array(raw) }).formData();
    const params = new URLSearchParams();
    form.forEach((value, key) => params.append(key, typeof value === 'string' ? value : value.name));
    return parseQuery(params.toString());
  }
  throw new Error(`unsupported content type ${type || '(none)'}`);
}
