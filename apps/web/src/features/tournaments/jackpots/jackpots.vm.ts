import { ClockPort, JackpotsPort, type JackpotCounter, type RecentWin } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';

/** How often jackpot totals are re-read while shown (they grow with every bet on their games). */
export const JACKPOT_REFRESH_MS = 10_000;
export const JACKPOT_WINNERS_COUNT = 20;

/**
 * The jackpots page (all jackpots) or one jackpot's page (`select(id)`: that jackpot and its winners). Totals refresh
 * while the page is in view.
 */
@injectable()
export class JackpotsViewModel {
  jackpots: readonly JackpotCounter[] = [];
  winners: readonly RecentWin[] = [];
  status: 'loading' | 'ready' | 'failed' | 'notFound' = 'loading';
  winnersFailed = false;
  jackpotId: number | null = null;
  private timer: unknown = null;
  private visible = true;
  private readonly abort = new AbortController();

  constructor(
    @inject(JackpotsPort) private readonly port: JackpotsPort,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {
    makeAutoObservable<this, 'port' | 'clock' | 'timer' | 'visible' | 'abort'>(this, { port: false, clock: false, timer: false, visible: false, abort: false }, { autoBind: true });
  }

  get jackpot(): JackpotCounter | null {
    return this.jackpots.find((j) => j.id === this.jackpotId) ?? null;
  }

  /** All jackpots, or with an id that one and its winners. */
  async load(jackpotId: number | null = null): Promise<void> {
    this.jackpotId = jackpotId;
    this.status = 'loading';
    const ids = jackpotId === null ? undefined : [jackpotId];
    const [list, winners] = await Promise.all([
      this.port.list(ids, this.abort.signal),
      jackpotId === null ? null : this.port.winners({ jackpotId, count: JACKPOT_WINNERS_COUNT }, this.abort.signal),
    ]);
    runInAction(() => {
      if (!list.ok) this.status = 'failed';
      else {
        this.jackpots = list.value;
        this.status = jackpotId !== null && !this.jackpot ? 'notFound' : 'ready';
      }
      if (winners) {
        if (winners.ok) this.winners = winners.value;
        this.winnersFailed = !winners.ok;
      }
    });
    this.schedule();
  }

  /** Re-reads the totals; a failure keeps the last figures. */
  async refresh(): Promise<void> {
    const result = await this.port.list(this.jackpotId === null ? undefined : [this.jackpotId], this.abort.signal);
    runInAction(() => {
      if (result.ok && result.value.length > 0) this.jackpots = result.value;
    });
  }

  setVisible(visible: boolean): void {
    if (visible === this.visible) return;
    this.visible = visible;
    this.unschedule();
    if (visible) {
      void this.refresh();
      this.schedule();
    }
  }

  dispose(): void {
    this.unschedule();
    this.abort.abort();
  }

  private schedule(): void {
    if (this.timer !== null || !this.visible || this.status !== 'ready' || this.abort.signal.aborted) return;
    this.timer = this.clock.setInterval(() => void this.refresh(), JACKPOT_REFRESH_MS);
  }

  private unschedule(): void {
    if (this.timer !== null) this.clock.clearInterval(this.timer);
    this.timer = null;
  }
}
