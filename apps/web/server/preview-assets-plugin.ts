import { extname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { createCompressedAssets } from './compressed-assets.ts';

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.svg': 'image/svg+xml' };

/**
 * `vite preview` gzips every response as it sends it. The browser suites open thousands of fresh pages, each
 * downloading the whole app, and compressing the same hashed scripts again for each one took a large share of the
 * two test cores. This serves `/assets/` gzipped once per server (as server/server.ts does in production); the rest
 * (index.html, the backend proxy, images) goes on to Vite's own middleware.
 */
export function previewAssetsPlugin(): Plugin {
  return {
    name: 'casino:preview-assets',
    configurePreviewServer(server) {
      const dist = resolve(server.config.root, server.config.build.outDir);
      const compressed = createCompressedAssets();
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://app').pathname;
        const type = TYPES[extname(path)];
        const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        if (req.method !== 'GET' || !path.startsWith('/assets/') || path.includes('..') || !type || !gzip) return next();
        compressed(join(dist, path)).then(
          (body) => {
            res.writeHead(200, { 'Content-Type': type, 'Content-Encoding': 'gzip', 'Content-Length': body.length, Vary: 'Accept-Encoding', 'Cache-Control': 'public, max-age=31536000, immutable' });
            res.end(body);
          },
          () => next(),
        );
      });
    },
  };
}
