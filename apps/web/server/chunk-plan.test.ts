import { describe, expect, it } from 'vitest';
import { type BuiltChunk, type PlanOptions, planChunks } from './chunk-plan.ts';

/** A chunk of a first build: `modules` maps each module to its size. */
const chunk = (name: string, imports: string[], modules: Record<string, number>, dynamicEntry = false): BuiltChunk => ({
  file: `${name}.js`,
  name,
  dynamicEntry,
  facade: dynamicEntry ? `/src/${name}.tsx` : null,
  imports: imports.map((file) => `${file}.js`),
  modules: new Map(Object.entries(modules)),
});
const screen = (name: string, imports: string[], bytes = 1000) => chunk(name, ['index', ...imports], { [`/src/${name}.tsx`]: bytes }, true);
const shared = (name: string, bytes: number, imports: string[] = []) => chunk(name, ['index', ...imports], { [`/lib/${name}.ts`]: bytes });

/** Every screen of `chunks` is a view of its own, unless the test lists the views. */
const options = (chunks: readonly BuiltChunk[], overrides: Partial<PlanOptions> = {}): PlanOptions => ({
  alwaysLoaded: (c) => c.name === 'index',
  fixed: (c) => c.name === 'fixed',
  views: chunks.filter((c) => c.dynamicEntry).map((c) => [c.facade!]),
  maxChunks: 3,
  maxBytes: 100_000,
  ...overrides,
});
const index = chunk('index', [], { '/src/main.tsx': 50_000 });
/** Which planned chunk holds each module. */
const placement = (planned: ReturnType<typeof planChunks>) => Object.fromEntries(planned.flatMap((c) => c.modules.map((m) => [m, c.name])));

describe('chunk plan', () => {
  it('merges the shared chunks only one screen loads, at no cost to any other, down to the most it may load', () => {
    const chunks = [index, screen('deposit', ['a', 'b', 'c', 'd']), shared('a', 100), shared('b', 200), shared('c', 300), shared('d', 400)];
    const planned = planChunks(chunks, options(chunks));
    // deposit itself plus two shared chunks
    expect(planned).toHaveLength(2);
    expect(planned.flatMap((c) => c.modules).sort()).toEqual(['/lib/a.ts', '/lib/b.ts', '/lib/c.ts', '/lib/d.ts']);
  });

  it('leaves a screen within budget as the bundler split it', () => {
    const chunks = [index, screen('wallet', ['a']), screen('deposit', ['a', 'b']), shared('a', 100), shared('b', 200)];
    expect(planChunks(chunks, options(chunks)).map((c) => c.modules)).toEqual([['/lib/a.ts'], ['/lib/b.ts']]);
  });

  it('merges the pair that adds the fewest bytes to the other screens', () => {
    // billing needs 1 000 + 1 000 bytes; merging `big` into what it loads would add 20 000
    const chunks = [index, screen('deposit', ['big', 'small', 'c', 'd']), screen('billing', ['small']), shared('big', 20_000), shared('small', 1000), shared('c', 300), shared('d', 400)];
    const planned = placement(planChunks(chunks, options(chunks)));
    expect(planned['/lib/big.ts']).not.toBe(planned['/lib/small.ts']);
    // the two only deposit loads were merged instead
    expect(planned['/lib/c.ts']).toBe(planned['/lib/d.ts']);
  });

  it('never merges two chunks with a third between them, whose code would then run out of order', () => {
    // a imports the named group's chunk, which imports b: a merged chunk of a and b would import it, and it the merged one
    const chunks = [index, screen('deposit', ['a', 'b', 'fixed']), shared('a', 100, ['fixed']), chunk('fixed', ['index', 'b'], { '/ui/dialogs.tsx': 100 }), shared('b', 100)];
    const planned = placement(planChunks(chunks, options(chunks, { maxChunks: 2 })));
    expect(planned['/lib/a.ts']).not.toBe(planned['/lib/b.ts']);
  });

  it('keeps a screen within the byte budget and leaves the named groups and the screens’ own chunks as they are', () => {
    const chunks = [index, screen('deposit', ['fixed', 'a', 'b', 'c']), screen('withdraw', ['a']), chunk('fixed', ['index'], { '/ui/dialogs.tsx': 500 }), shared('a', 900), shared('b', 100), shared('c', 100)];
    const planned = planChunks(chunks, options(chunks, { maxChunks: 2, maxBytes: 1950 }));
    const names = planned.flatMap((c) => c.modules);
    expect(names).not.toContain('/ui/dialogs.tsx');
    expect(names).not.toContain('/src/deposit.tsx');
    // withdraw (1 000 + 900) cannot take b or c on top of a without passing 1 950 bytes
    expect(placement(planned)['/lib/a.ts']).not.toBe(placement(planned)['/lib/b.ts']);
    expect(placement(planned)['/lib/b.ts']).toBe(placement(planned)['/lib/c.ts']);
  });

  it('counts a screen with the parts its first render loads, and keeps them within the byte budget together', () => {
    // the profile screen alone loads two files; with its settings panel, five
    const chunks = [index, screen('profile', ['nav']), screen('settings', ['a', 'b']), screen('billing', ['a', 'cashier']), shared('nav', 100), shared('a', 300), shared('b', 300), shared('cashier', 900)];
    const views = [['/src/profile.tsx'], ['/src/profile.tsx', '/src/settings.tsx'], ['/src/billing.tsx']];
    const planned = placement(planChunks(chunks, options(chunks, { views, maxChunks: 4, maxBytes: 3000 })));
    // the cheapest merge for the settings address: the two chunks only it loads
    expect(planned['/lib/a.ts']).not.toBe(planned['/lib/b.ts']);
    expect(planned['/lib/nav.ts']).toBe(planned['/lib/b.ts']);
    // billing (1 000 + 300 + 900) cannot take the panel's chunk: the address would pass 3 000 bytes with it
    const tight = placement(planChunks(chunks, options(chunks, { views, maxChunks: 4, maxBytes: 2600 })));
    expect(tight['/lib/cashier.ts']).not.toBe(tight['/lib/a.ts']);
  });

  it('lists each planned chunk after the chunks it imports', () => {
    const chunks = [index, screen('deposit', ['top']), shared('top', 100, ['middle']), shared('middle', 100, ['bottom']), shared('bottom', 100)];
    expect(planChunks(chunks, options(chunks, { maxChunks: 10 })).map((c) => c.name)).toEqual(['bottom', 'middle', 'top']);
  });
});
