import type { IncomingMessage, ServerResponse } from 'node:http';
import { createIPX, createIPXNodeServer, type IPXStorage } from 'ipx';
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
 * comes back at the artwork's size. The node listener is built on first use: sharp loads only when an image is asked for.
 */
let listener: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;

export function serveIpx(req: IncomingMessage, res: ServerResponse): Promise<void> {
  listener ??= createIPXNodeServer(createIPX({ storage: artworkStorage, maxAge: 86_400 }));
  const handle = listener;
  // ipx's server reads the path after its mount point: `/{modifiers}/{path}`
  const url = req.url ?? '/';
  req.url = url.replace(/^\/_ipx(?=\/)/, '');
  return new Promise((resolve) => {
    res.once('close', () => resolve());
    handle(req, res);
  });
}
