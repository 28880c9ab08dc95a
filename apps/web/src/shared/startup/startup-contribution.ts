/**
 * Work a feature needs done at start-up: after the session has loaded, before the first render (so the router
 * reads an address the contributions have already cleaned). A feature writes one class per job in its `startup/`
 * folder and binds it with `bind(StartupContribution).to(Job).inSingletonScope()` in its module; the app runs them
 * in the order of its one list of classes (`app/startup-order.ts`) and stops them when the app is taken down.
 */
export interface StartupContribution {
  /** How the logs call it: class names do not survive the production build's minifier. */
  readonly name: string;
  /**
   * Sets the job up, or starts it. Long work (waiting for a player, the first activity, a chunk) is started, not
   * awaited by the app; a throw or a rejection is logged and stops nothing else.
   */
  start(): void | Promise<void>;
  /**
   * Undoes what `start` set up (listeners, timers, reactions, a started service), so nothing of it runs on. Harmless
   * before `start` and when called again.
   */
  stop(): void;
}
export const StartupContribution = Symbol.for('StartupContribution');

/** A contribution's class, as the app's start-up order lists it. */
export type StartupClass = abstract new (...args: never[]) => StartupContribution;
