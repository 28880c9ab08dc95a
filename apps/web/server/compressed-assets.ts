import { readFile } from 'node:fs/promises';
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
