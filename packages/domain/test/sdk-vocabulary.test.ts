import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Front ends use @casino/domain beside @casino/sdk, so a name both export must mean the same thing. The domain's
// own readings of the contract's data (camelCase fields, epoch ms, exact money) are named for what they are
// (`PlayerAccount`, `ExactMoney`, `CashbackLike`…); a name may match an SDK schema only when the two types are the
// same, as these are: @casino/adapters' `sdk-vocabulary.test.ts` proves each one equal to its schema.
const SAME_AS_SDK = [
  'BalanceRefreshSettings', 'BannerSettings', 'BonusStatus', 'BonusType', 'CashbackStatus', 'ChatProvider',
  'ContactType', 'ContentPage', 'ContentPageSummary', 'CurrencyChoice', 'ExclusionKind', 'ExclusionPeriodId',
  'FeatureFlags', 'LimitKind', 'LocaleList', 'NavGroup', 'NavLink', 'PageSeo', 'PaymentKind', 'PaymentStatus',
  'RealityCheckInterval', 'SearchSettings', 'SeoDefaults', 'SeoOrganization', 'TournamentStatus',
];

const packages = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

function schemaNames(): Set<string> {
  const file = join(packages, 'sdk', 'src', 'generated', 'api.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const components = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'components');
  const schemas = components?.members.find((m) => m.name && ts.isIdentifier(m.name) && m.name.text === 'schemas');
  if (!schemas || !ts.isPropertySignature(schemas) || !schemas.type || !ts.isTypeLiteralNode(schemas.type)) throw new Error('no components.schemas in the SDK');
  return new Set(schemas.type.members.flatMap((m) => (m.name && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name)) ? [m.name.text] : [])));
}

function domainNames(): Set<string> {
  const manifest = JSON.parse(readFileSync(join(packages, 'domain', 'package.json'), 'utf8')) as { exports: Record<string, string | { default: string }> };
  const files = Object.entries(manifest.exports)
    .filter(([subpath]) => subpath !== './package.json')
    .map(([, target]) => join(packages, 'domain', typeof target === 'string' ? target : target.default));
  const program = ts.createProgram(files, {
    noEmit: true, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, target: ts.ScriptTarget.ES2022,
    allowImportingTsExtensions: true, skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const names = new Set<string>();
  for (const file of files) {
    const module = checker.getSymbolAtLocation(program.getSourceFile(file)!);
    if (!module) throw new Error(`cannot read the exports of ${file}`);
    for (const symbol of checker.getExportsOfModule(module)) names.add(symbol.name);
  }
  return names;
}

describe('the domain and the SDK share one vocabulary', () => {
  it('a domain name that is also an SDK schema name is one of the types proven the same', () => {
    const schemas = schemaNames();
    expect(schemas.size).toBeGreaterThan(100);
    expect([...domainNames()].filter((name) => schemas.has(name)).sort()).toEqual([...SAME_AS_SDK].sort());
  });
}, 60_000);
