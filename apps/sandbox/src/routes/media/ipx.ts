import type { IncomingMessage, ServerResponse } from 'node:http';
import { createIPX, createIPXWebServer, type IPXStorage } from 'ipx';
import { ImageCache } from './image-cache.ts';
import { placeholderSvg } from './svg.ts';

/** `static/{kind}/{name}.svg` (with or without `static/`): the sandbox's generated artwork, as `/static/` serves it. */
const ARTWORK = /^\/?(?:static\/)?([a-z0-9-]+)\/([A-Za-z0-9._-]+)\.svg$/;

/**
 * ipx reads the source images from here: the same generated SVGs `/static/` answers (nothing on disk). Anything
 * else, an absolute address included (a real deployment fetches those, the sandbox stays offline), is not found.
 */
const artworkStorage: IPXStorage = {
  name: 'sandbox-artwork',
  getMeta: (id) => (ARTWORK.test(id) ? { mtime: 0, maxAge: 86_400 } : undefined),
  getData: (id) => {
    const match = ARTWORK.exec(id);
    if (!match) return undefined;
    const bytes = new TextEncoder().encode(placeholderSvg(match[1]!, match[2]!));
    return bytes.buffer as ArrayBuffer;
  },
};

/**
 * The image proxy with the real `ipx` (v3, sharp underneath), as the product serves it: `/_ipx/{modifiers}/{path}`
 * with the modifiers the domain's `ipxUrl` writes (`f_webp&fit_cover&s_288x374&q_95`; also `w_`, `h_`, `b_`), resizing
 * and converting the artwork. Like the product's, it never enlarges: a box larger than the artwork (games 400×300)
 * comes back at the artwork's size. The handler is built on first use: sharp loads only when an image is asked for.
 *
 * A real deployment puts a CDN in front of the proxy, so each size of each image is converted once. The sandbox
 * keeps that shape with a memory cache (answers say `x-cache: HIT` or `MISS`, as a CDN's do): without it every fresh browser (each test starts one) had every card image
 * rasterised again by sharp, which took a good share of the machine during the browser suites.
 */
let handler: ((request: Request) => Promise<Response>) | undefined;
const cache = new ImageCache(64 * 1024 * 1024);

export async function serveIpx(req: IncomingMessage, res: ServerResponse): Promise<void> {
  handler ??= createIPXWebServer(createIPX({ storage: artworkStorage, maxAge: 86_400 })) as (request: Request) => Promise<Response>;
  // ipx's server reads the path after its mount point: `/{modifiers}/{path}`
  const path = (req.url ?? '/').replace(/^\/_ipx(?=\/)/, '');
  const conditional = req.headers['if-none-match'] !== undefined || req.headers['if-modified-since'] !== undefined;
  const hit = conditional ? undefined : cache.get(path);
  if (hit) {
    res.writeHead(hit.status, { ...hit.headers, 'x-cache': 'HIT' });
    res.end(hit.body);
    return;
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  const answer = await handler(new Request(`http://sandbox${path}`, { headers }));
  const body = Buffer.from(await answer.arrayBuffer());
  const answerHeaders: Record<string, string> = {};
  answer.headers.forEach((value, name) => void (answerHeaders[name] = value));
  const entry = { status: answer.status, headers: answerHeaders, body };
  if (answer.status === 200 && !conditional) cache.set(path, entry);
  res.writeHead(entry.status, { ...entry.headers, 'x-cache': 'MISS' });
  res.end(body);
}
