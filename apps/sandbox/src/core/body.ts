import type { IncomingMessage } from 'node:http';
import qs from 'qs';
import { ApiError } from './errors.ts';

const MAX_BODY = 10 * 1024 * 1024;

export async function readRaw(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new ApiError('InvalidRequestException', `The body is larger than ${MAX_BODY / 1024 / 1024} MB`, { status: 413 });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Bracket notation (`a[b]=1`, `ids[]=2`) to nested objects, as a PHP-style backend reads it. */
export const parseQuery = (search: string): Record<string, unknown> =>
  qs.parse(search.replace(/^\?/, ''), { depth: 5, arrayLimit: 200, parameterLimit: 2000 }) as Record<string, unknown>;

/** `multipart/form-data; boundary=x` → `multipart/form-data`: the part of a Content-Type that names the media type. */
export const mediaTypeOf = (contentType: string | undefined): string => (contentType ?? '').split(';')[0]!.trim().toLowerCase();

const invalid = (message: string) => new ApiError('InvalidRequestException', message);

/**
 * How each media type a contract may declare for a body becomes one object. Form bodies go through bracket notation,
 * so `requisites[card_number]` arrives as `{ requisites: { card_number } }` whether it came as a part or a pair.
 */
const PARSERS: Record<string, (raw: Buffer, contentType: string) => Promise<unknown>> = {
  async 'multipart/form-data'(raw, contentType) {
    let form: FormData;
    try {
      form = await new Request('http://sandbox.local/', { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(raw) }).formData();
    } catch {
      throw invalid('The body is not readable multipart/form-data (a missing boundary or a broken part)');
    }
    const params = new URLSearchParams();
    // a file part stands for its name: no operation takes file contents
    form.forEach((value, key) => params.append(key, typeof value === 'string' ? value : value.name));
    return parseQuery(params.toString());
  },
  async 'application/x-www-form-urlencoded'(raw) {
    return parseQuery(raw.toString('utf8'));
  },
  async 'application/json'(raw) {
    try {
      return JSON.parse(raw.toString('utf8'));
    } catch {
      throw invalid('The body is not valid JSON');
    }
  },
};

/**
 * The body of a contract operation, read only in a media type the operation declares (`declared`; none: it takes no
 * body). Anything else is refused with 415 rather than read anyway: a client that gets away with JSON here would break
 * on the real backend, which reads only what the contract says. A body that cannot be parsed is a 400, never a 500.
 */
export async function readOperationBody(req: IncomingMessage, declared: readonly string[]): Promise<{ mediaType?: string; value: unknown }> {
  const contentType = req.headers['content-type'];
  const mediaType = mediaTypeOf(contentType);
  const raw = await readRaw(req);
  if (!mediaType && raw.length === 0) return { value: undefined };
  if (!declared.includes(mediaType)) {
    const accepted = declared.length ? declared.join(' or ') : 'no body';
    throw new ApiError('InvalidRequestException', `Content type ${mediaType || '(none)'} is not accepted by this operation: send ${accepted}`, {
      status: 415,
      error_data: { accepted: [...declared] },
    });
  }
  if (raw.length === 0) return { mediaType, value: undefined };
  const parse = PARSERS[mediaType];
  // the contract declares a type this sandbox cannot read yet: a gap of the sandbox (500), not the caller's fault
  if (!parse) throw new Error(`the sandbox has no parser for ${mediaType}, which the contract declares`);
  return { mediaType, value: await parse(raw, String(contentType)) };
}

/**
 * The form a raw route receives (the oauth consent page posts urlencoded): multipart, urlencoded or JSON, whichever
 * it is. Unreadable input is a 400 `ApiError`.
 */
export async function parseBody(req: IncomingMessage): Promise<unknown> {
  return (await readOperationBody(req, Object.keys(PARSERS))).value;
}
