import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// @casino/domain (product rules) and @casino/ui (generic design system) must not give one name two
// meanings: the app imports from both, and two `applyMask`s with swapped arguments, or a `ToastKind`
// that means a product type in one and a colour in the other, is how bugs slip in. Each concept has
// one owner; this test reads every public entry (package.json `exports`) of both packages with the
// TypeScript checker, values and types alike, and fails on any name exported by both.

const packages = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

function entryFiles(pkg: string): string[] {
  const manifest = JSON.parse(readFileSync(join(packages, pkg, 'package.json'), 'utf8')) as {
    exports: Record<string, string | { default: string }>;
  };
  return Object.entries(manifest.exports)
    .filter(([subpath, target]) => subpath !== './package.json' && (typeof target === 'string' ? target : target.default).endsWith('.ts'))
    .map(([, target]) => join(packages, pkg, typeof target === 'string' ? target : target.default));
}

function exportedNames(program: ts.Program, files: readonly string[]): Set<string> {
  const checker = program.getTypeChecker();
  const names = new Set<string>();
  for (const file of files) {
    const source = program.getSourceFile(file);
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) throw new Error(`cannot read the exports of ${file}`);
    for (const symbol of checker.getExportsOfModule(module)) names.add(symbol.name);
  }
  return names;
}

describe('one vocabulary', () => {
  const domain = entryFiles('domain');
  const ui = entryFiles('ui');
  const program = ts.createProgram([...domain, ...ui], {
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    allowImportingTsExtensions: true,
    skipLibCheck: true,
  });
  const domainNames = exportedNames(program, domain);
  const uiNames = exportedNames(program, ui);

  it('reads both public APIs (values and types)', () => {
    expect(domainNames).toContain('validatePassword');
    expect(domainNames).toContain('ValidationResult');
    expect(uiNames).toContain('Button');
    expect(uiNames).toContain('ButtonProps');
  });

  it('no name is exported by both @casino/domain and @casino/ui', () => {
    expect([...domainNames].filter((name) => uiNames.has(name)).sort()).toEqual([]);
  });
}, 60_000);
