import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@lingui/cli';

/**
 * A feature with a `locales/` folder has a catalog of its own, loaded with its lazy chunk (`FeatureChunk.catalog`),
 * so the catalog every visitor loads at start holds only the shell's texts. Create `features/<area>/locales/` before
 * the first `pnpm extract` to give a new feature its own.
 */
const features = fileURLToPath(new URL('./src/features/', import.meta.url));
const withOwnCatalog = readdirSync(features).filter((name) => existsSync(`${features}${name}/locales`));

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ru', 'pt', 'ar'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/../../packages/ui/src'],
      exclude: ['**/node_modules/**', '**/*.test.*', '**/*.stories.*', ...withOwnCatalog.map((name) => `<rootDir>/src/features/${name}/**`)],
    },
    ...withOwnCatalog.map((name) => ({
      path: `<rootDir>/src/features/${name}/locales/{locale}/messages`,
      include: [`<rootDir>/src/features/${name}`],
      exclude: ['**/*.test.*', '**/*.stories.*'],
    })),
  ],
  format: 'po',
  // file names without line numbers: moving code does not rewrite every catalog (and four catalogs merge cleanly)
  formatOptions: { lineNumbers: false },
  compileNamespace: 'ts',
  extractorParserOptions: { tsExperimentalDecorators: true },
});
