import { ipxSrcSet, ipxUrl } from '@casino/domain/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from './harness.ts';

/** Width and height of a WebP (lossy `VP8 `, lossless `VP8L` or extended `VP8X`) or PNG image. */
function dimensions(bytes: Buffer): { width: number; height: number } {
  if (bytes.toString('ascii', 1, 4) === 'PNG') return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WEBP') throw new Error('neither WebP nor PNG');
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  throw new Error(`unknown WebP chunk ${chunk}`);
}

describe('the image proxy /_ipx (real ipx over the sandbox artwork)', () => {
  let running: RunningSandbox;
  beforeAll(async () => void (running = await startSandbox()));
  afterAll(async () => running?.close());
  const get = async (path: string) => {
    const response = await fetch(`${running.url}${path}`);
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  it('resizes to the width the domain’s ipxUrl asks for, as WebP', async () => {
    const { response, bytes } = await get(ipxUrl('/static/games/lucky-fortune.svg', { width: 200 }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(dimensions(bytes)).toEqual({ width: 200, height: 150 }); // the artwork's 4:3 kept
  });

  it('serves each density of ipxSrcSet at its own size, cropped with fit cover', async () => {
    const entries = ipxSrcSet('/static/games/lucky-fortune.svg', { width: 100, height: 130, fit: 'cover' }).split(', ');
    expect(entries).toHaveLength(2);
    const sizes = [];
    for (const entry of entries) {
      const [url] = entry.split(' ');
      const { response, bytes } = await get(url!);
      expect(response.headers.get('content-type')).toMatch(/^image\//);
      sizes.push(dimensions(bytes));
    }
    expect(sizes).toEqual([{ width: 100, height: 130 }, { width: 200, height: 260 }]);
  });

  it('never enlarges: a box larger than the artwork (400×300) comes back at most that size, its ratio kept', async () => {
    const { bytes } = await get(ipxUrl('/static/games/lucky-fortune.svg', { width: 576, height: 749, fit: 'cover' }));
    const size = dimensions(bytes);
    expect(size.height).toBeLessThanOrEqual(300);
    expect(size.width / size.height).toBeCloseTo(576 / 749, 1);
  });

  it('converts to another format and takes a path without /static/', async () => {
    const { response, bytes } = await get(ipxUrl('/providers/copperfox.svg', { format: 'png', width: 120, height: 80 }));
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(dimensions(bytes)).toEqual({ width: 120, height: 80 });
  });

  it('converts each address once, as a CDN in front of it would: the second answer is the same bytes from the cache', async () => {
    const url = ipxUrl('/static/games/lucky-fortune.svg', { width: 144, height: 96, fit: 'cover' });
    const first = await get(url);
    const second = await get(url);
    expect(first.response.headers.get('x-cache')).toBe('MISS');
    expect(second.response.headers.get('x-cache')).toBe('HIT');
    expect(second.response.headers.get('content-type')).toBe('image/webp');
    expect(second.bytes.equals(first.bytes)).toBe(true);
  });

  it('answers 404 for an image that does not exist and for outside addresses (the sandbox stays offline)', async () => {
    expect((await get(ipxUrl('/static/games/nope.png', { width: 100 }))).response.status).toBe(404);
    expect((await get(ipxUrl('https://example.com/a.png', { width: 100 }))).response.status).toBe(404);
  });
});
