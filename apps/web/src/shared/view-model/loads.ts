/**
 * The requests a view-model has in flight, each with a signal of its own.
 *
 * A view-model lives as long as its screen, but React takes a screen's effects down and puts them back without
 * making a new view-model: StrictMode does it once after every mount in development, `<Activity>` when it hides and
 * shows a screen, Fast Refresh when a view is edited while the app runs. The hooks (`shared/di`) call `dispose()` on
 * the way down and run the screen's load again on the way up. So disposal stops what is in flight and nothing more:
 * a view-model that aborted one controller for its whole life in `dispose()` started every later load already
 * cancelled, and its screen showed "could not load" under `npm start` while the production build worked.
 *
 * Each load takes a fresh signal here; the next load of the same thing aborts it (its answer would be stale), and so
 * does `dispose()`. A load drops its answer when its own signal was aborted: `if (signal.aborted) return`.
 */
export class Loads {
  private readonly running = new Map<string, AbortController>();

  /** The signal of a new load of `what`; the previous load of the same thing, when still running, is aborted. */
  begin(what = 'load'): AbortSignal {
    this.running.get(what)?.abort();
    const controller = new AbortController();
    this.running.set(what, controller);
    return controller.signal;
  }

  /** Aborts the load of `what` when one is running (a search the player cleared, a countdown's refresh). */
  cancel(what = 'load'): void {
    this.running.get(what)?.abort();
    this.running.delete(what);
  }

  /**
   * Aborts every load still running. Safe to call any number of times, and the view-model stays usable: loads begun
   * afterwards get fresh signals, which is what lets a screen come back after React took it down.
   */
  dispose(): void {
    for (const controller of this.running.values()) controller.abort();
    this.running.clear();
  }
}
