// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressAssets } from './precompress.ts';

describe('precompressAssets', () => {
  it('writes a brotli and a gzip copy beside each text asset, none beside images, and leaves fresh copies alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    const script = 'export const app = () => "casino";\n'.repeat(200);
    writeFileSync(join(dir, 'app-1a2b.js'), script);
    writeFileSync(join(dir, 'app-1a2b.css'), '.a{color:red}\n'.repeat(100));
    writeFileSync(join(dir, 'logo-3c4d.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    mkdirSync(join(dir, 'nested'));
    writeFileSync(join(dir, 'nested', 'data.json'), '{"a":1}');

    const first = await precompressAssets(dir);
    expect(first).toMatchObject({ files: 3, written: 6 });
    expect(readdirSync(dir).sort()).toEqual(['app-1a2b.css', 'app-1a2b.css.br', 'app-1a2b.css.gz', 'app-1a2b.js', 'app-1a2b.js.br', 'app-1a2b.js.gz', 'logo-3c4d.png', 'nested']);
    expect(brotliDecompressSync(readFileSync(join(dir, 'app-1a2b.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'app-1a2b.js.gz'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'nested', 'data.json.gz'))).toString()).toBe('{"a":1}');
    // brotli at its best beats gzip at its best on a script
    expect(statSync(join(dir, 'app-1a2b.js.br')).size).toBeLessThan(statSync(join(dir, 'app-1a2b.js.gz')).size);

    // a second run only lists the files; a file newer than its copies is compressed again
    expect(await precompressAssets(dir)).toMatchObject({ files: 3, written: 0 });
    writeFileSync(join(dir, 'app-1a2b.css'), '.b{color:blue}');
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(dir, 'app-1a2b.css'), later, later);
    expect(await precompressAssets(dir)).toMatchObject({ written: 2 });
    expect(brotliDecompressSync(readFileSync(join(dir, 'app-1a2b.css.br'))).toString()).toBe('.b{color:blue}');
  });
});
