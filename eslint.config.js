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
      '**/node_modules/**', '**/dist/**', '**/dist-floor/**', '**/dist-ssr/**', '**/coverage/**', '**/storybook-static/**', '**/.turbo/**', '**/test-results/**',
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
    // A window message must name the origin it is for: '*' hands it (a token, a player's state) to whatever page the
    // target window shows now, and a missing origin is a call that does not say who may read it. BroadcastChannel
    // and MessagePort (same-origin by construction) take no origin: such a call says so in a disable comment.
    // `scripts/check-lint-rules.mjs` proves these fire; the browser suite e2e/foreign-messages.spec.ts checks the calls.
    // An AbortController held in a class field is one signal for the object's whole life: a view-model that aborts it
    // on dispose can never load again after React takes its effects down and puts them back (StrictMode, Activity).
    // Loads (apps/web/src/shared/view-model/loads.ts) gives each load its own signal.
    files: ['**/*.{js,mjs,ts,tsx}'],
    ignores: ['**/e2e/**', '**/harness/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='postMessage'] > Literal[value='*']", message: "postMessage to '*': name the target origin." },
        { selector: "CallExpression[callee.property.name='postMessage'] > TemplateLiteral[expressions.length=0][quasis.0.value.cooked='*']", message: "postMessage to '*': name the target origin." },
        { selector: "CallExpression[callee.property.name='postMessage'] Property[key.name='targetOrigin'][value.value='*']", message: "postMessage to '*': name the target origin." },
        { selector: "CallExpression[callee.property.name='postMessage'][arguments.length<2]", message: 'postMessage without a target origin: name it (a window), or say why none applies (a channel or port).' },
        { selector: "PropertyDefinition > NewExpression.value[callee.name='AbortController']", message: 'One AbortController for an object\'s life is dead after its first abort: take a signal per load from Loads (shared/view-model/loads.ts).' },
      ],
    },
  },
  {
    // Playwright fixtures call their continuation `use`, which is not React's hook
    files: ['**/e2e/**/*.ts', '**/harness/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
