import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Features meet in one way: a typed slot the consumer declares in its `slots.ts` (`defineSlot`), the provider's
 * module fills (`fillSlot`) and the consumer reads through `SlotView` or `@inject(Slot) @optional()`
 * (ARCHITECTURE.md, "How features meet"). This scan fails when another way creeps back: a token bound by a string
 * that nothing imports, a renderer token of its own, a view reading the container as it renders, a feature's index
 * handing out its chunks for another feature to load. (Imports between features are the dependency rules' part:
 * `.dependency-cruiser.cjs`.)
 */

const SRC = fileURLToPath(new URL('../..', import.meta.url));

/** Source files by path relative to `src/`, tests and test helpers left out. */
function sources(dir = SRC): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) for (const [file, text] of sources(path)) files.set(file, text);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|(^|\/)testing\.ts$|\.d\.ts$/.test(entry.name)) files.set(relative(SRC, path), readFileSync(path, 'utf8'));
  }
  return files;
}

/** The slot helper itself, whose `defineSlot` is `Symbol`. */
const HELPER = 'shared/slots/slot.ts';
const featureOf = (file: string) => /^features\/([^/]+)\//.exec(file)?.[1];
/** Where slots are declared: a feature's `slots.ts`, and the kernel's own in `shared/slots/kernel-slots.ts`. */
const declaresSlots = (file: string) => /^features\/[^/]+\/slots\.ts$/.test(file) || file === 'shared/slots/kernel-slots.ts';
/** Views: a component file of a feature, of the kernel (its React hooks in `shared/di/` excepted) or of the layouts. */
const isView = (file: string) => file.endsWith('.tsx') && /^(features|shared|app\/layouts)\//.test(file) && !file.startsWith('shared/di/');

/** Everything in the files that breaks the one way features meet, one line per breach. */
function seamProblems(files: ReadonlyMap<string, string>): string[] {
  const problems: string[] = [];
  const keys = new Map<string, string[]>();
  for (const [file, text] of files) {
    if (file === HELPER) continue;
    const feature = featureOf(file);
    const code = text.replace(/^\s*(\/\/|\*|\/\*).*$/gm, ''); // comments may name what they describe

    for (const [, key] of code.matchAll(/Symbol\.for\(\s*['"`]([^'"`]+)['"`]\s*\)/g)) keys.set(key!, [...(keys.get(key!) ?? []), file]);

    for (const [, name] of code.matchAll(/export const (\w+(?:Slot|Renderer))\s*=\s*Symbol/g))
      problems.push(`${file}: ${name} is a token of its own; declare a seam with defineSlot in the consumer's slots.ts`);

    if (/\bdefineSlot\s*(<[^;]*?>)?\s*\(/.test(code) && !declaresSlots(file))
      problems.push(`${file}: declares a slot outside a slots.ts (a feature's slots.ts, or shared/slots/kernel-slots.ts for the kernel's)`);

    for (const [call] of code.matchAll(/\b(?:re)?bind\s*(?:<[^>]*>)?\s*\(\s*\w+Slot\s*\)/g))
      problems.push(`${file}: ${call} binds a slot by hand; fill it with fillSlot / fillSlotWith (typed by the slot)`);

    if (isView(file)) {
      const containers = ['container', ...[...code.matchAll(/(?:const|let)\s+(\w+)\s*=\s*useContainer\(\)/g)].map(([, name]) => name!)];
      const reads = new RegExp(`(?:\\b(?:${containers.join('|')})|useContainer\\(\\))\\s*\\.\\s*(?:get|getAll|getAsync|isBound|tryGet)\\b|\\bisBound\\s*\\(`, 'g');
      for (const [call] of code.matchAll(reads))
        problems.push(`${file}: ${call.trim()} — a view reads no container: a slot through SlotView, a service through useService`);
    }

    if (feature && file === `features/${feature}/index.ts` && /\bimport\s*\(/.test(code))
      problems.push(`${file}: hands out a lazy chunk; another feature gets this feature's parts through the slot it fills`);

    if (feature) {
      // a token imported from another feature and bound here: the provider binds its own, or fills the consumer's slot
      const imported = [...code.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)]
        .filter(([, , from]) => /^(\.\.\/)+/.test(from!) && featureOf(join(file, '..', from!)) !== undefined && featureOf(join(file, '..', from!)) !== feature)
        .flatMap(([, names]) => names!.split(',').map((name) => name.trim().replace(/^type\s+/, '').split(/\s+as\s+/).pop()!).filter(Boolean));
      for (const name of imported)
        if (new RegExp(`\\b(?:re)?bind\\s*(?:<[^>]*>)?\\s*\\(\\s*${name}\\s*\\)`).test(code))
          problems.push(`${file}: binds ${name} from another feature; fill that feature's slot with fillSlot instead`);
    }
  }
  for (const [key, where] of keys)
    if (where.length > 1) problems.push(`Symbol.for('${key}') is written in ${where.join(', ')}: a token is declared once and imported, never rebuilt from its string`);
  return problems;
}

describe('how features meet', () => {
  it('in one way only: typed slots declared by their consumers', () => {
    expect(seamProblems(sources())).toEqual([]);
  });

  it('finds the slots.ts files it checks (each declares slots)', () => {
    const files = sources();
    const declaring = [...files.keys()].filter(declaresSlots);
    expect(declaring.length).toBeGreaterThanOrEqual(7);
    for (const file of declaring) expect(files.get(file), file).toMatch(/defineSlot/);
  });

  describe('catches', () => {
    const problemsIn = (files: Record<string, string>) => seamProblems(new Map(Object.entries(files)));

    it('a token bound by its string in another feature', () => {
      const problems = problemsIn({
        'features/accounts/popups.ts': "export const UnseenPopup = Symbol.for('UnseenPopup');",
        'features/bonuses/bonuses.module.ts': "bind(Symbol.for('UnseenPopup')).toService(Popup);",
      });
      expect(problems).toEqual([expect.stringContaining("Symbol.for('UnseenPopup') is written in features/accounts/popups.ts, features/bonuses/bonuses.module.ts")]);
    });

    it('a renderer or slot token made by hand', () => {
      expect(problemsIn({ 'features/session/inactivity.ts': "export const WarningRenderer = Symbol.for('WarningRenderer');" })).toEqual([expect.stringContaining('WarningRenderer is a token of its own')]);
      expect(problemsIn({ 'shared/services/prompt-slot.ts': "export const PromptSlot = Symbol('PromptSlot');" })).toEqual([expect.stringContaining('PromptSlot is a token of its own')]);
    });

    it('a slot declared outside a slots.ts, or bound by hand', () => {
      expect(problemsIn({ 'features/cashier/deposit/offers.ts': "export const OffersSlot = defineSlot<Offers>('cashier.offers');" })).toEqual([expect.stringContaining('declares a slot outside a slots.ts')]);
      expect(problemsIn({ 'features/bonuses/bonuses.module.ts': 'bind<Offers>(OffersSlot).toConstantValue(load);' })).toEqual([expect.stringContaining('binds a slot by hand')]);
    });

    it('a view reading the container as it renders', () => {
      const problems = problemsIn({
        'features/cashier/deposit/DepositScreen.tsx': 'const container = useContainer();\nconst offers = container.isBound(OffersSlot) ? container.get(OffersSlot) : undefined;',
        'features/cashier/deposit/PaymentFrame.tsx': 'const locale = useContainer().get(LocaleStore);',
        'features/games/home/Home.tsx': 'const app = useContainer();\nconst store = app.get(Store);',
      });
      expect(problems).toHaveLength(4);
      expect(problems.every((problem) => problem.includes('a view reads no container'))).toBe(true);
      expect(problemsIn({ 'shared/di/react.tsx': 'return useContainer().get<T>(id);' })).toEqual([]);
    });

    it("a feature's index handing out its chunk, and a feature binding another feature's token", () => {
      expect(problemsIn({ 'features/tournaments/index.ts': "export const loadHomeWidgets = () => import('./home/HomeWidgets.tsx');" })).toEqual([expect.stringContaining('hands out a lazy chunk')]);
      expect(problemsIn({ 'features/bonuses/bonuses.module.ts': "import { DepositOffers } from '../cashier/index.ts';\nbind(DepositOffers).toConstantValue(load);" })).toEqual([expect.stringContaining('binds DepositOffers from another feature')]);
    });
  });
});
