import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { PRECOMPRESSED_SUFFIX, type Encoding } from './compressed-assets.ts';

/** Text worth compressing: scripts, styles, data and SVG (images and fonts are compressed already). */
export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest']);

const brotlied = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The best each encoding does: compressed once at build time and sent to every visitor for a year, so the seconds the
 * largest script takes at brotli's top quality are well spent.
 */
const COMPRESS: Readonly<Record<Encoding, (plain: Buffer) => Promise<Buffer>>> = {
  br: (plain) => brotlied(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length } }),
  gzip: (plain) => gzipped(plain, { level: constants.Z_BEST_COMPRESSION }),
};

export interface PrecompressReport {
  /** Compressible files found. */
  readonly files: number;
  /** Copies written (a copy newer than its file is kept). */
  readonly written: number;
  readonly plainBytes: number;
  readonly compressedBytes: Readonly<Record<Encoding, number>>;
}

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file under `dir` (the build's hashed
 * `assets/`), for the server to send as they are (compressed-assets.ts). Run by `pnpm build` after Vite, and by the
 * deploy script on a build made before this step existed. A copy newer than its file is left as it is, so running it
 * again costs only the directory listing.
 */
export async function precompressAssets(dir: string, options: { parallel?: number } = {}): Promise<PrecompressReport> {
  const names = (await readdir(dir, { recursive: true })).filter((name) => COMPRESSIBLE.has(extname(name)));
  const compressedBytes: Record<Encoding, number> = { br: 0, gzip: 0 };
  let plainBytes = 0;
  let written = 0;
  const queue = [...names];
  // zlib's asynchronous calls run on libuv's thread pool (four threads): a few at a time keep it busy
  const worker = async (): Promise<void> => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      const file = join(dir, name);
      const source = await stat(file);
      if (!source.isFile()) continue;
      plainBytes += source.size;
      let plain: Buffer | undefined;
      for (const encoding of ['br', 'gzip'] as const) {
        const target = `${file}${PRECOMPRESSED_SUFFIX[encoding]}`;
        const existing = await stat(target).catch(() => undefined);
        if (existing && existing.mtimeMs >= source.mtimeMs) {
          compressedBytes[encoding] += existing.size;
          continue;
        }
        plain ??= await readFile(file);
        const body = await COMPRESS[encoding](plain);
        await writeFile(target, body);
        compressedBytes[encoding] += body.length;
        written += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.parallel ?? 4 }, worker));
  return { files: names.length, written, plainBytes, compressedBytes };
}
