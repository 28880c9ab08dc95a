// ESLint for every package and app (run by the test command with --max-warnings=0). Type-aware rules are left
// to `tsc --strict`; these catch what the compiler does not: hooks misuse, inaccessible JSX, dead code.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * A rule of our own from esquery selectors, each with its message: like `no-restricted-syntax`, but under its own
 * name, so its selectors neither replace nor are replaced by another block's `no-restricted-syntax` list.
 */
const selectorRule = (description, entries) => ({
  meta: { type: 'problem', docs: { description }, schema: [] },
  create: (context) => Object.fromEntries(entries.map(({ selector, message }) => [selector, (node) => context.report({ node, message })])),
});

const SINK = 'use navigateDocument / openWindow (apps/web/src/shared/navigation/document-navigation.ts): they check the address with checkNavigation and hand on what was judged.';
const LINK = 'an address from content or the API goes through ContentLink / ContentAppLink / checkedAddress (apps/web/src/shared/navigation), which check it with checkNavigation.';
const navigationRules = {
  // The browser's ways of sending the document elsewhere, called directly.
  'navigation-sinks': selectorRule('navigation goes through the checked sinks', [
    { selector: "CallExpression[callee.property.name=/^(assign|replace)$/][callee.object.property.name='location']", message: `location.assign/replace: ${SINK}` },
    { selector: "CallExpression[callee.property.name=/^(assign|replace)$/][callee.object.name='location']", message: `location.assign/replace: ${SINK}` },
    { selector: "AssignmentExpression[left.property.name='href'][left.object.property.name='location']", message: `location.href =: ${SINK}` },
    { selector: "AssignmentExpression[left.property.name='href'][left.object.name='location']", message: `location.href =: ${SINK}` },
    { selector: "AssignmentExpression[left.property.name='location']", message: `location =: ${SINK}` },
    { selector: "AssignmentExpression[left.name='location']", message: `location =: ${SINK}` },
    { selector: "CallExpression[callee.property.name='open'][callee.object.name=/^(window|globalThis|self|top|parent|opener|win)$/]", message: `window.open: ${SINK}` },
    { selector: "CallExpression[callee.name='open'][arguments.length>0]", message: `window.open: ${SINK}` },
  ]),
  // Links whose address comes from outside data, rendered directly.
  'content-links': selectorRule('links to outside addresses go through the checked link components', [
    { selector: "JSXOpeningElement[name.name='ExternalLink']", message: `ExternalLink: ${LINK}` },
    { selector: "JSXOpeningElement[name.name='a'] > JSXAttribute[name.name='href'][value.type='JSXExpressionContainer']", message: `<a href={…}>: ${LINK}` },
    { selector: "JSXAttribute[name.name=/^(href|to)$/] > JSXExpressionContainer MemberExpression[property.name=/^(url|link|href)$|Url$|Link$/]", message: `href/to from a data field: ${LINK}` },
  ]),
};
/** One object: flat config refuses two different definitions of the same plugin name. */
const casinoPlugin = { rules: navigationRules };

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
    // Every navigation goes through one check (checkNavigation, packages/domain/src/routing/navigation.ts): it reads
    // the address the way the browser will and judges that reading, and the sink gets exactly what was judged. A
    // direct location.assign, location.href =, window.open, or a link built from a content field would skip it; only
    // apps/web/src/shared/navigation calls the browser's sinks. `scripts/check-lint-rules.mjs` proves these fire;
    // e2e/navigation-corpus.spec.ts replays the corpus through the sinks in the browser.
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/{domain,adapters,ui}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', 'apps/web/src/shared/navigation/**'],
    plugins: { casino: casinoPlugin },
    rules: { 'casino/navigation-sinks': 'error' },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'apps/web/src/shared/navigation/**'],
    plugins: { casino: casinoPlugin },
    rules: { 'casino/content-links': 'error' },
  },
  {
    // The domain is imported by area (`@casino/domain/money`, `@casino/domain/cashier`, ...), never through the root
    // barrel: a module's imports then say which rule areas it leans on, and a test or the dev server loads those
    // areas, not all of them. The root stays for the published package's consumers, which is what the packaging
    // consumer proves. `scripts/check-lint-rules.mjs` proves this fires.
    files: ['**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}'],
    ignores: ['packages/domain/**', 'scripts/packaging/consumer/**'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: '@casino/domain', message: 'import the area\'s subpath instead of the root barrel, e.g. @casino/domain/money or @casino/domain/validation (each area\'s src/<area>/index.ts).' }],
      }],
    },
  },
  {
    // Playwright fixtures call their continuation `use`, which is not React's hook
    files: ['**/e2e/**/*.ts', '**/harness/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
