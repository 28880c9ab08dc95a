import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createCompressedAssets, createPageEncoder, preferredEncoding } from './compressed-assets.ts';

describe('createCompressedAssets', () => {
  const dir = mkdtempSync(join(tmpdir(), 'compressed-'));
  afterEach(() => rmSync(join(dir, 'a.js'), { force: true }));

  it('gzips a file once and answers later requests from memory', async () => {
    const file = join(dir, 'a.js');
    writeFileSync(file, 'export const a = 1;');
    const compressed = createCompressedAssets();
    expect(gunzipSync(await compressed(file)).toString()).toBe('export const a = 1;');
    // a hashed asset never changes under its name, so a changed file on disk proves the answer came from memory
    writeFileSync(file, 'export const a = 2;');
    expect(gunzipSync(await compressed(file)).toString()).toBe('export const a = 1;');
  });

  it('does not remember a file it could not read', async () => {
    const file = join(dir, 'a.js');
    const compressed = createCompressedAssets();
    await expect(compressed(file)).rejects.toThrow();
    writeFileSync(file, 'export {};');
    expect(gunzipSync(await compressed(file)).toString()).toBe('export {};');
  });
});

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and follows the weights the browser gives', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.1')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*, br;q=0')).toBe('gzip');
    expect(preferredEncoding('X-GZIP')).toBe('gzip');
    for (const header of [undefined, '', 'identity', 'deflate', 'gzip;q=0', '*;q=0']) expect(preferredEncoding(header), String(header)).toBeUndefined();
    // what the server offers limits the choice (streamed files are gzipped only)
    expect(preferredEncoding('br, gzip', ['gzip'])).toBe('gzip');
  });
});

describe('createCompressedAssets with the build’s copies', () => {
  it('sends the copy the build compressed (server/precompress.ts) when there is one, and compresses brotli itself when not', async () => {
    const at = mkdtempSync(join(tmpdir(), 'precompressed-'));
    const file = join(at, 'b.js');
    writeFileSync(file, 'export const b = "plain";');
    writeFileSync(`${file}.br`, brotliCompressSync('export const b = "from the build";'));
    const compressed = createCompressedAssets();
    expect(brotliDecompressSync(await compressed(file, 'br')).toString()).toBe('export const b = "from the build";');
    expect(gunzipSync(await compressed(file, 'gzip')).toString()).toBe('export const b = "plain";');
    rmSync(`${file}.br`);
    expect(brotliDecompressSync(await createCompressedAssets()(file, 'br')).toString()).toBe('export const b = "plain";');
  });
});

describe('createPageEncoder', () => {
  it('compresses a page as asked, gives each encoding its own validator, and compresses the same page once', () => {
    const encode = createPageEncoder(2);
    const html = Buffer.from('<!doctype html><title>page</title>'.repeat(20));
    const br = encode(html, 'br');
    const gzip = encode(html, 'gzip');
    const plain = encode(html, undefined);
    expect(brotliDecompressSync(br.body).equals(html)).toBe(true);
    expect(gunzipSync(gzip.body).equals(html)).toBe(true);
    expect(plain.body).toBe(html);
    expect([br.encoding, gzip.encoding, plain.encoding]).toEqual(['br', 'gzip', undefined]);
    expect(new Set([br.etag, gzip.etag, plain.etag]).size).toBe(3);
    expect(br.etag).toMatch(/^"[\w-]{32}"$/);
    expect(encode(Buffer.from(html), 'br')).toBe(br);
    // beyond its size the least recently sent go
    encode(Buffer.from('other'), 'br');
    encode(Buffer.from('third'), 'br');
    expect(encode(Buffer.from(html), 'br')).not.toBe(br);
    expect(encode(Buffer.from(html), 'br').etag).toBe(br.etag);
  });
});
