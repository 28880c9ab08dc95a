import type { GameSummary } from '@casino/domain/ports';
import { injectable } from 'inversify';

export interface HallSnapshot {
  readonly games: readonly GameSummary[];
  readonly total: number;
}

/**
 * The last few hall lists, and the player's place in each history entry (how far below the grid's top the viewport
 * was), kept for the session, so Back and Forward show the same games at the same place at once instead of reloading
 * from the first page.
 */
@injectable()
export class HallCache {
  private readonly lists = new Map<string, HallSnapshot>();
  private readonly scroll = new Map<string, number>();

  get(key: string): HallSnapshot | undefined {
    return this.lists.get(key);
  }
  put(key: string, snapshot: HallSnapshot): void {
    this.lists.delete(key);
    this.lists.set(key, snapshot);
    // a handful of filter combinations is what Back reaches; drop the oldest
    while (this.lists.size > 8) this.lists.delete(this.lists.keys().next().value!);
  }
  scrollOf(historyKey: string): number | undefined {
    return this.scroll.get(historyKey);
  }
  saveScroll(historyKey: string, y: number): void {
    this.scroll.set(historyKey, y);
  }
}
