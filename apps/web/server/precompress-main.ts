/**
 * The build's last step (`pnpm build`): brotli and gzip copies of the hashed assets, which the production server sends
 * as they are (server/precompress.ts). `tsx server/precompress-main.ts [dir]`, by default `dist/assets`.
 */
import { fileURLToPath } from 'node:url';
import { precompressAssets } from './precompress.ts';

const dir = process.argv[2] ?? fileURLToPath(new URL('../dist/assets', import.meta.url));
const started = Date.now();
const report = await precompressAssets(dir);
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
console.log(
  `precompress: ${report.files} files (${kb(report.plainBytes)}), ${report.written} copies written; brotli ${kb(report.compressedBytes.br)}, gzip ${kb(report.compressedBytes.gzip)}; ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
