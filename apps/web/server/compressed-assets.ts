import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';

const gzipped = promisify(gzip);

/**
 * Gzipped hashed build assets, compressed once per server. A hashed file never changes under its name, so
 * compressing it again for every visitor only spends processor time: on a small server that is most of the work a
 * cold page load asks of it. The build's assets are a few megabytes, so keeping them all costs little memory.
 */
export function createCompressedAssets(): (file: string) => Promise<Buffer> {
  const cache = new Map<string, Promise<Buffer>>();
  return (file) => {
    let body = cache.get(file);
    if (!body) {
      body = readFile(file).then((plain) => gzipped(plain));
      // a failed read (the file went away) is not remembered: the next request tries again
      body.catch(() => cache.delete(file));
      cache.set(file, body);
    }
    return body;
  };
}

/** Answers with a body gzipped ahead (its length known, unlike a stream compressed on the way). */
export function sendGzipped(res: ServerResponse, body: Buffer, type: string, cache: string, headOnly = false): void {
  res.writeHead(200, { 'Content-Type': type, 'Content-Encoding': 'gzip', 'Content-Length': body.length, Vary: 'Accept-Encoding', 'Cache-Control': cache });
  res.end(headOnly ? undefined : body);
}
