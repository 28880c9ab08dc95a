import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createCompressedAssets } from './compressed-assets.ts';

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
