// ESLint for every package and app (run by the test command with --max-warnings=0). Type-aware rules are left
// to `tsc --strict`; these catch what the compiler does not: hooks misuse, inaccessible JSX, dead code.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**', '**/dist/**', '**/dist-floor/**', '**/coverage/**', '**/storybook-static/**', '**/.turbo/**', '**/test-results/**',
      '**/playwright-report/**', 'apps/sandbox/.data/**', 'openapi/dist/**', 'packages/sdk/src/generated/**', 'apps/web/src/locales/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // interfaces merge with same-named tokens (`export const AuthPort = Symbol.for(...)`): the port convention
      '@typescript-eslint/no-redeclare': 'off',
      'no-redeclare': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // our field components take `autoFocus` to put the caret in a dialog's first field as it opens, which is where
      // the dialog pattern wants focus; a plain DOM element with autoFocus is still reported
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Playwright fixtures call their continuation `use`, which is not React's hook
    files: ['**/e2e/**/*.ts', '**/harness/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
