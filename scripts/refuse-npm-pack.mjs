#!/usr/bin/env node
// `prepack` of the publishable packages (@casino/sdk, @casino/domain): stops `npm pack` and `npm publish` before they
// make a tarball nobody can install. Only pnpm turns the workspace's `catalog:` dependency versions into real ranges
// and swaps `exports` for the built ones in `publishConfig`; npm copies package.json as it is, so the tarball would
// ask for `catalog:` versions and point at TypeScript sources that are not in it.
const agent = process.env.npm_config_user_agent ?? '';
if (!agent.startsWith('pnpm/')) {
  const name = process.env.npm_package_name ?? 'this package';
  console.error(
    [
      `${name} is packed and published with pnpm, not ${agent.split(' ')[0] || 'this tool'}:`,
      '  pnpm pack                 # a tarball to install elsewhere (builds first)',
      '  pnpm changeset publish    # a release (see the package README, "Releases")',
      'npm would ship `catalog:` dependency versions and source exports that cannot install.',
    ].join('\n'),
  );
  process.exit(1);
}
