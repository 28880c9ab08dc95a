/**
 * Work a feature needs done once at start-up: after the session has loaded, before the first render (so the
 * router reads an address the contributions have already cleaned). A feature binds one per job in its module;
 * the app runs them in the order of its one list (`app/startup-order.ts`). Long work is started, not awaited.
 */
export interface StartupContribution {
  /** The name the app's start-up order lists it under. */
  readonly name: string;
  run(): void | Promise<void>;
}
export const StartupContribution = Symbol.for('StartupContribution');
