import type { Container } from 'inversify';
import type { WithChunk } from '../di/lazy-chunk.ts';
import { StartupContribution, type StartupClass } from './startup-contribution.ts';

/** The contribution of class `type` that the container binds: the instance the start-up starts and stops. */
export function boundContribution<T extends StartupContribution>(container: Container, type: StartupClass & (abstract new (...args: never[]) => T)): T {
  const found = container.getAll<StartupContribution>(StartupContribution).find((c): c is T => c instanceof type);
  if (!found) throw new Error(`${type.name} is not bound to StartupContribution`);
  return found;
}

/** A `WithChunk` whose chunks never arrive; `loads` counts what was asked for. */
export function pendingChunks(): { withChunk: WithChunk; loads: () => number } {
  let loads = 0;
  const withChunk: WithChunk = () => {
    loads++;
    return new Promise<never>(() => undefined);
  };
  return { withChunk, loads: () => loads };
}
