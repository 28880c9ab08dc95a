import type { ContainerModule } from 'inversify';

/**
 * Every feature's container module (`features/<area>/<area>.module.ts`). Modules bind view-models and services
 * only — never views — so the entry chunk stays small; views load lazily on their routes or dialogs.
 */
export function featureModules(): ContainerModule[] {
  return [];
}
