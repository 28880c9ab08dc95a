import { extname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { createCompressedAssets, sendGzipped } from './compressed-assets.ts';
import { TYPES } from './content-types.ts';

/** What is worth compressing among the hashed assets (images and fonts are compressed already). */
const TEXT = new Set(['.js', '.css', '.json', '.svg']);

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
        const extension = extname(path);
        const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        if (req.method !== 'GET' || !path.startsWith('/assets/') || path.includes('..') || !TEXT.has(extension) || !gzip) return next();
        compressed(join(dist, path)).then(
          (body) => sendGzipped(res, body, TYPES[extension]!, 'public, max-age=31536000, immutable'),
          () => next(),
        );
      });
    },
  };
}
