import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const sandbox = process.env.SANDBOX_URL ?? `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 8787}`;
/** Everything the sandbox (the stand-in backend) answers; the app itself is same-origin with it through this proxy. */
const backendPaths = ['/api', '/nfx', '/content', '/hit', '/oauth', '/_ipx', '/static', '/pay', '/__sandbox'];
const proxy = Object.fromEntries(backendPaths.map((path) => [path, { target: sandbox, changeOrigin: false }]));

export default defineConfig({
  plugins: [
    react(),
    babel({
      plugins: ['@lingui/babel-plugin-lingui-macro'],
      overrides: [
        { include: /\.ts(?:$|\?)/, parserOpts: { plugins: ['typescript', 'decorators-legacy'] } },
        { include: /\.tsx(?:$|\?)/, parserOpts: { plugins: ['typescript', 'jsx', 'decorators-legacy'] } },
      ],
    }),
    lingui(),
    vanillaExtractPlugin(),
  ],
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true, host: 'localhost', proxy },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true, host: 'localhost', proxy },
  build: { target: 'es2022', sourcemap: false, manifest: true },
});
