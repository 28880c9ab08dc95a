// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintsPlugin } from './compile-hints-plugin.ts';

type Handler = (options: unknown, bundle: Record<string, object>) => void;
const run = (bundle: Record<string, object>) => {
  const hook = compileHintsPlugin().generateBundle as unknown as { handler: Handler };
  hook.handler({}, bundle);
  return bundle;
};

describe('the compile hint', () => {
  it('opens every script chunk, ahead of what other plugins wrote first', () => {
    const bundle = run({
      'assets/index.js': { type: 'chunk', code: 'const __vite__mapDeps=()=>[];\nexport{}' },
      'assets/home.js': { type: 'chunk', code: 'export const a=1;' },
    });
    expect(bundle['assets/index.js']).toMatchObject({ code: `${COMPILE_HINT}const __vite__mapDeps=()=>[];\nexport{}` });
    expect(bundle['assets/home.js']).toMatchObject({ code: `${COMPILE_HINT}export const a=1;` });
  });

  it('leaves stylesheets and images alone and never writes the hint twice', () => {
    const bundle = run({
      'assets/a.css': { type: 'asset', source: 'a{}' },
      'assets/b.js': { type: 'chunk', code: `${COMPILE_HINT}export{}` },
    });
    expect(bundle['assets/a.css']).toMatchObject({ source: 'a{}' });
    expect(bundle['assets/b.js']).toMatchObject({ code: `${COMPILE_HINT}export{}` });
  });

  it('is a build-time step only', () => {
    expect(compileHintsPlugin().apply).toBe('build');
  });
});
