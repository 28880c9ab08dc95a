/**
 * Layering rules (CONVENTIONS §1). Run by `pnpm check:deps`, part of the test command.
 * domain -> nothing of ours; ui -> nothing of ours but the domain's media constants (one leaf file:
 * breakpoints, screen widths, image defaults have one owner); only adapters import sdk; packages never import apps.
 */
// The one file of ours ui may import: product media constants, with no imports of their own.
const UI_DOMAIN_LEAF = '^packages/domain/src/media/constants\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'packages/domain imports only itself and small pure libraries',
      severity: 'error',
      from: { path: '^packages/domain/src' },
      to: {
        pathNot: ['^packages/domain/src', 'node_modules/(ibantools|nanoid|fast-check|vitest|@vitest)/'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'domain-no-framework-types',
      comment: 'even type imports of our other packages or frameworks are banned in domain',
      severity: 'error',
      from: { path: '^packages/domain/src' },
      to: { path: ['^packages/(sdk|adapters|ui)', '^apps/', '^@casino/(sdk|adapters|ui|web|sandbox)', 'node_modules/(react|react-dom|mobx|react-router|inversify)/', '^(react|react-dom|mobx|react-router|inversify)$'] },
    },
    {
      name: 'ui-knows-no-casino',
      comment: 'ui imports nothing of ours except the domain media constants leaf (UI_DOMAIN_LEAF)',
      severity: 'error',
      from: { path: '^packages/ui/src' },
      to: {
        path: ['^packages/(domain|adapters|sdk)', '^apps/', '^@casino/', 'node_modules/(mobx|mobx-react-lite|inversify|react-router)/', '^(mobx|mobx-react-lite|inversify|react-router)$'],
        pathNot: UI_DOMAIN_LEAF,
      },
    },
    {
      name: 'ui-domain-leaf-stays-a-leaf',
      comment: 'the file ui may import must not pull the rest of the domain in behind it',
      severity: 'error',
      from: { path: UI_DOMAIN_LEAF },
      to: {},
    },
    {
      name: 'only-adapters-use-sdk',
      severity: 'error',
      from: { path: '^(packages|apps)/', pathNot: ['^packages/(adapters|sdk)/', '^apps/sandbox/'] },
      to: { path: ['^packages/sdk', '^@casino/sdk', 'node_modules/openapi-fetch/', '^openapi-fetch$'] },
    },
    {
      name: 'sandbox-takes-only-types-from-sdk',
      comment: 'the sandbox types its handlers by the generated contract; only its tests call the SDK for real',
      severity: 'error',
      from: { path: '^apps/sandbox/src/', pathNot: '\\.test\\.ts$' },
      to: { path: ['^packages/sdk', '^@casino/sdk', 'node_modules/openapi-fetch/', '^openapi-fetch$'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'packages-never-import-apps',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: ['^apps/', '^@casino/(web|sandbox)'] },
    },
    {
      name: 'views-never-fetch',
      comment: 'React views (.tsx) in the app reach the network only through view-models and ports',
      severity: 'error',
      from: { path: '^apps/web/src/.*\\.tsx$' },
      to: { path: ['^packages/adapters/src/api', '^packages/sdk', '^@casino/sdk', 'node_modules/openapi-fetch/', '^openapi-fetch$'] },
    },
    {
      name: 'features-never-import-app',
      comment: 'app/ (composition root, router, layouts) imports features, never the other way round',
      severity: 'error',
      from: { path: '^apps/web/src/(features|shared)/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'shared-never-imports-features',
      comment: 'the shared kernel is what features build on; it knows none of them',
      severity: 'error',
      from: { path: '^apps/web/src/shared/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'features-meet-through-index-or-slots',
      comment:
        'a feature uses another feature only through that feature\'s index.ts (its public face) or fills a slot ' +
        'declared in its slots.ts (ARCHITECTURE.md, "How features meet")',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/(index|slots)\\.ts$'] },
    },
    {
      name: 'slots-hold-only-types-and-tokens',
      comment:
        'a slots.ts is imported by the providers\' start-up modules: it imports only types and the slot helper, so ' +
        'filling a slot at start-up pulls none of the consumer\'s code into the first download',
      severity: 'error',
      from: { path: ['^apps/web/src/features/[^/]+/slots\\.ts$', '^apps/web/src/shared/slots/kernel-slots\\.ts$'] },
      to: { pathNot: '^apps/web/src/shared/slots/slot\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'app-meets-features-through-index',
      comment: 'app/ takes a feature from its feature.ts (what it brings: screens, start-up) or its index.ts (its public face); only a lazy import() may point at a chunk entry',
      severity: 'error',
      from: { path: '^apps/web/src/app/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^apps/web/src/features/[^/]+/', pathNot: '^apps/web/src/features/[^/]+/(index|feature)\\.ts$', dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'no-circular-in-web',
      comment: 'no import cycles inside the app (type-only imports included: they make the layers unreadable)',
      severity: 'error',
      from: { path: '^apps/web/src' },
      to: { circular: true },
    },
    {
      name: 'no-unresolvable-workspace-imports',
      comment: 'an import of one of our packages that does not resolve is a missing dependency (or a layering breach)',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, path: '^@casino/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^packages/(domain|ui|sdk)/src' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)(dist|storybook-static|coverage|node_modules)/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    combinedDependencies: true,
  },
};
