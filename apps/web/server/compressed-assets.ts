import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { promisify } from 'node:util';
import { strongEtag } from './http-cache.ts';
import { createKept } from './kept.ts';

/** The encodings the server sends, best first: brotli is a fifth to a tenth smaller than gzip on our scripts. */
export type Encoding = 'br' | 'gzip';
const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

/** Where the build keeps a hashed asset's compressed copies (server/precompress.ts): beside it, `app.js.br`, `app.js.gz`. */
export const PRECOMPRESSED_SUFFIX: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz' };

const gzipped = promisify(gzip);
const brotlied = promisify(brotliCompress);

/**
 * Compresses in memory when the build left no copy: a moderate brotli quality, because it runs while a visitor waits
 * (the build's copies use the best, which takes seconds for the largest script).
 */
const compressNow: Readonly<Record<Encoding, (plain: Buffer) => Promise<Buffer>>> = {
  br: (plain) => brotlied(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length } }),
  gzip: (plain) => gzipped(plain),
};

/**
 * The encoding to send for an `Accept-Encoding` header, of those `offered` (best first), or none (send it plain).
 * Follows the header's weights: `gzip;q=0` refuses gzip, `*` stands for every coding it does not name, and between
 * equal weights the server's order decides (brotli before gzip).
 */
export function preferredEncoding(header: string | string[] | undefined, offered: readonly Encoding[] = ENCODINGS): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((item) => item.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  let best: Encoding | undefined;
  let bestWeight = 0;
  for (const encoding of offered) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
  }
  return best;
}

/**
 * Compressed hashed build assets, read or compressed once per server and kept in memory. A hashed file never changes
 * under its name, so compressing it again for every visitor only spends processor time: on a small server that is
 * most of the work a cold page load asks of it. The build writes brotli and gzip copies beside each asset
 * (server/precompress.ts), which this reads; a build without them is compressed here on first request. The build's
 * assets are a few megabytes, so keeping them costs little memory.
 */
export function createCompressedAssets(): (file: string, encoding?: Encoding) => Promise<Buffer> {
  const cache = new Map<string, Promise<Buffer>>();
  return (file, encoding = 'gzip') => {
    const key = `${encoding} ${file}`;
    let body = cache.get(key);
    if (!body) {
      body = readFile(`${file}${PRECOMPRESSED_SUFFIX[encoding]}`).catch(() => readFile(file).then(compressNow[encoding]));
      // a failed read (the file went away) is not remembered: the next request tries again
      body.catch(() => cache.delete(key));
      cache.set(key, body);
    }
    return body;
  };
}

/** Answers with a body compressed ahead (its length known, unlike a stream compressed on the way). */
export function sendEncoded(res: ServerResponse, body: Buffer, type: string, cache: string, encoding: Encoding, headOnly = false): void {
  res.writeHead(200, { 'Content-Type': type, 'Content-Encoding': encoding, 'Content-Length': body.length, Vary: 'Accept-Encoding', 'Cache-Control': cache });
  res.end(headOnly ? undefined : body);
}

/** `sendEncoded` for gzip (`vite preview`'s assets, server/preview-assets-plugin.ts). */
export function sendGzipped(res: ServerResponse, body: Buffer, type: string, cache: string, headOnly = false): void {
  sendEncoded(res, body, type, cache, 'gzip', headOnly);
}

/** A page's body as sent in one encoding, and its validator. */
export interface EncodedPage {
  readonly body: Buffer;
  readonly etag: string;
  /** How the body is compressed; none: as it is. */
  readonly encoding?: Encoding;
}

/**
 * Compresses the pages the server sends (prerendered, rendered, the app's `index.html`) and keeps the last few hundred
 * encodings: the same page goes to many visitors, and its compressed bytes and their hash are the same each time.
 * Pages are compressed while the visitor waits, so brotli at a moderate quality (as fast as gzip, and smaller).
 */
export function createPageEncoder(maxEntries = 256): (plain: Buffer, encoding: Encoding | undefined) => EncodedPage {
  // the most recently sent are kept longest
  const kept = createKept<EncodedPage>(maxEntries);
  return (plain, encoding) => {
    // sent as it is: nothing to compress, and nothing worth keeping beside the caller's own copy
    if (!encoding) return { body: plain, etag: strongEtag(plain) };
    return kept(`${encoding} ${createHash('sha256').update(plain).digest('base64url')}`, () => {
      const body = encoding === 'br' ? brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length } }) : gzipSync(plain);
      return { body, etag: strongEtag(body), encoding };
    });
  };
}
