import { inject, injectable, type ServiceIdentifier } from 'inversify';
import type { StartupContribution } from './startup-contribution.ts';
import { StartupScope } from './startup-scope.ts';

/**
 * The class of a start-up job that sets its work up inside one `StartupScope` per start: `run` gets the scope and the
 * services `deps` names, in that order, and registers with the scope how to undo each piece; stopping undoes them,
 * and a new start first stops the last one. A class made here rather than a base class to extend, as
 * `chunkWhenStartup` is: inheriting the constructor's injections (`@injectFromBase`) would put more of inversify into
 * the entry chunk.
 */
export function scopedStartup<D extends readonly unknown[]>(
  name: string,
  deps: { readonly [K in keyof D]: ServiceIdentifier<D[K]> },
  run: (scope: StartupScope, ...services: D) => void | Promise<void>,
) {
  class ScopedStartup implements StartupContribution {
    readonly name = name;
    private readonly services: D;
    private scope: StartupScope | undefined;

    constructor(...services: D) {
      this.services = services;
    }

    start(): void | Promise<void> {
      this.stop();
      return run((this.scope = new StartupScope()), ...this.services);
    }

    stop(): void {
      this.scope?.stop();
    }
  }
  // what `@inject(...)` on each constructor parameter would say, for a list of parameters only known here
  deps.forEach((id, index) => inject(id)(ScopedStartup, undefined, index));
  injectable()(ScopedStartup);
  return ScopedStartup;
}
