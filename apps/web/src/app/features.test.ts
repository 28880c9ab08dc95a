import { describe, expect, it } from 'vitest';
import { screenProblems, type Feature } from '../shared/feature/feature.ts';
import { ROUTES } from '../shared/routing/route-table.ts';
import type { StartupClass } from '../shared/startup/startup-contribution.ts';
import { FEATURES } from './features.ts';
import { STARTUP_ORDER } from './startup-order.ts';

const declared = import.meta.glob<Record<string, unknown>>('../features/*/feature.ts', { eager: true });
const startupFiles = import.meta.glob<Record<string, unknown>>('../features/*/startup/*.startup.ts', { eager: true });
const folderOf = (path: string) => path.split('/')[2]!;

describe('the features the app is made of', () => {
  it('lists every feature that declares itself, under its folder name', () => {
    const files = Object.entries(declared).map(([path, module]) => ({ folder: folderOf(path), features: Object.values(module) }));
    expect(files.map((file) => file.folder).sort()).toEqual(FEATURES.map((feature) => feature.name).sort());
    for (const file of files) expect(FEATURES.filter((feature) => file.features.includes(feature)).map((feature) => feature.name)).toEqual([file.folder]);
  });

  it('declares each routed screen exactly once, and no screen that no route reaches', () => {
    expect(screenProblems(FEATURES, ROUTES.map((route) => route.screen))).toEqual([]);
  });

  it('declares every start-up class of its startup/ folder, and the start-up order lists exactly those', () => {
    for (const [path, module] of Object.entries(startupFiles)) {
      const feature = FEATURES.find((f) => f.name === folderOf(path));
      for (const [name, value] of Object.entries(module).filter(([name]) => name.endsWith('Startup'))) {
        expect((feature as Feature | undefined)?.startup?.includes(value as StartupClass), `${path}: ${name}`).toBe(true);
      }
    }
    const classes = FEATURES.flatMap((feature: Feature): readonly StartupClass[] => feature.startup ?? []);
    expect(new Set(classes)).toEqual(new Set(STARTUP_ORDER));
    expect(classes).toHaveLength(STARTUP_ORDER.length);
  });
});
