import { existsSync, readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

/** Every folder of src/ with an index.ts is an area and a subpath export (see package.json). */
const AREAS = readdirSync('src', { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(`src/${d.name}/index.ts`))
  .map((d) => d.name);

// Publishable build: ESM + .d.ts for other front ends, one entry per subpath export.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    ...Object.fromEntries(AREAS.map((area) => [`${area}/index`, `src/${area}/index.ts`])),
    // A leaf subpath of its own: @casino/ui reads the media constants without the rest of the domain.
    'media/constants': 'src/media/constants.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  splitting: true,
  treeshake: true,
  target: 'es2022',
  external: ['ibantools', 'nanoid', 'schema-dts'],
});
