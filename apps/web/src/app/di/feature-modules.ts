import { startupAdaptersModule } from '@casino/adapters';
import { ContainerModule } from 'inversify';
import { startupModulesOf } from '../../shared/feature/feature.ts';
import { FEATURES } from '../features.ts';
import { STARTUP_ORDER } from '../startup-order.ts';
import { StartupOrder } from '../startup-runner.ts';

/**
 * What the features have bound at start-up (each `feature.ts`'s `bindings` and `startup` classes: view-models come on
 * demand, views never), and, last, the start-up order. `main.tsx` imports this file as its own chunk, fetched
 * beside the first calls (locales, session), so none of it weighs on the entry chunk; the adapters only start-up
 * work uses come with it (`startupAdaptersModule`). The rest of a feature arrives with its lazy chunks, which
 * re-export the feature's `wiring.ts` (`shared/di/lazy-chunk.ts`).
 */
export function featureModules(): ContainerModule[] {
  return [startupAdaptersModule(), ...FEATURES.flatMap(startupModulesOf), startupOrderModule()];
}

/** The order the start-up runs the features' contributions in: it lists their classes, so it travels with them. */
const startupOrderModule = () => new ContainerModule(({ bind }) => void bind(StartupOrder).toConstantValue(STARTUP_ORDER));
