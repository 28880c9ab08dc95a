import { ContainerModule } from 'inversify';
import type { ComponentType } from 'react';
import type { FeatureChunk } from '../di/lazy-chunk.ts';
import type { ScreenName } from '../routing/route-table.ts';
import { StartupContribution, type StartupClass } from '../startup/startup-contribution.ts';

/** A screen's lazy chunk: the page it renders, and the feature's wiring it re-exports (`export * from '../wiring.ts'`). */
type ScreenChunk = FeatureChunk & { readonly Screen: ComponentType };
export type ScreenImporter = () => Promise<ScreenChunk>;

/**
 * What a feature brings to the app, said once in its `feature.ts`: the app's list of features (`app/features.ts`)
 * derives from these the table of screens the routes load and the modules and start-up work bound at start.
 *
 * Only what the first page needs is bound at start (`bindings`: stores and seams, kept small, since every visitor
 * downloads them). What the feature's screens and lazy parts bind before they render (their stores, adapters and
 * catalog) is its `wiring.ts`, which each lazy chunk re-exports, so it arrives with the code that uses it.
 */
export interface Feature {
  /** How tests and logs call it: the feature's folder name. */
  readonly name: string;
  /** What it binds at start-up, before the start-up contributions run (the body of a `ContainerModule`). */
  readonly bindings?: StartupBindings;
  /** The feature's start-up work, one class per job (`startup/*.startup.ts`); `app/startup-order.ts` says when each runs. */
  readonly startup?: readonly StartupClass[];
  /** The screens the route table names (`shared/routing/route-table.ts`), each a lazy chunk of this feature. */
  readonly screens?: { readonly [S in ScreenName]?: ScreenImporter };
}

type StartupBindings = ConstructorParameters<typeof ContainerModule>[0];

/** Declares a feature (the identity, typed: a screen name that the route table does not know fails the type check). */
export const defineFeature = <const F extends Feature>(feature: F): F => feature;

/** The modules a feature has bound at start-up: its own, and its start-up contributions (one instance each). */
export function startupModulesOf(feature: Feature): ContainerModule[] {
  const contributions = new ContainerModule(({ bind }) => {
    for (const job of feature.startup ?? []) bind<StartupContribution>(StartupContribution).to(job as unknown as new () => StartupContribution).inSingletonScope();
  });
  return [...(feature.bindings ? [new ContainerModule(feature.bindings)] : []), ...(feature.startup?.length ? [contributions] : [])];
}

/** Every declared screen by name; a name two features declare is a mistake `screenProblems` reports. */
export function screenTable(features: readonly Feature[]): Record<ScreenName, ScreenImporter> {
  return Object.assign({}, ...features.map((feature) => feature.screens ?? {})) as Record<ScreenName, ScreenImporter>;
}

/**
 * What is wrong between the features' screens and the routes: a routed screen no feature declares (its route would
 * fail), one declared twice, or one declared that no route reaches (dead code). Empty when they agree.
 */
export function screenProblems(features: readonly Feature[], routed: Iterable<ScreenName>): string[] {
  const declared = new Map<string, string[]>();
  for (const feature of features) for (const name of Object.keys(feature.screens ?? {})) declared.set(name, [...(declared.get(name) ?? []), feature.name]);
  const reached = new Set<string>(routed);
  return [
    ...[...reached].filter((name) => !declared.has(name)).map((name) => `screen '${name}' is routed but no feature declares it`),
    ...[...declared].filter(([, by]) => by.length > 1).map(([name, by]) => `screen '${name}' is declared by ${by.join(' and ')}`),
    ...[...declared.keys()].filter((name) => !reached.has(name)).map((name) => `screen '${name}' is declared but no route reaches it`),
  ];
}
