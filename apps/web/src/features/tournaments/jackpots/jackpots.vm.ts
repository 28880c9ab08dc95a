import { ClockPort, JackpotsPort, type JackpotCounter, type RecentWin } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { Loads } from '../../../shared/view-model/loads.ts';

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
  private readonly loads = new Loads();

  constructor(
    @inject(JackpotsPort) private readonly port: JackpotsPort,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {
    makeAutoObservable<this, 'port' | 'clock' | 'timer' | 'visible' | 'loads'>(this, { port: false, clock: false, timer: false, visible: false, loads: false }, { autoBind: true });
  }

  get jackpot(): JackpotCounter | null {
    return this.jackpots.find((j) => j.id === this.jackpotId) ?? null;
  }

  /** All jackpots, or with an id that one and its winners. */
  async load(jackpotId: number | null = null): Promise<void> {
    this.jackpotId = jackpotId;
    this.status = 'loading';
    const ids = jackpotId === null ? undefined : [jackpotId];
    const signal = this.loads.begin('jackpots');
    this.loads.cancel('refresh'); // its totals may be of the jackpots shown before
    const [list, winners] = await Promise.all([
      this.port.list(ids, signal),
      jackpotId === null ? null : this.port.winners({ jackpotId, count: JACKPOT_WINNERS_COUNT }, signal),
    ]);
    runInAction(() => {
      if (signal.aborted) return;
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
    // the refresh is started by each load: `dispose()` stopped it, and the screen coming back loads again
    if (!signal.aborted) this.schedule();
  }

  /** Re-reads the totals; a failure keeps the last figures. */
  async refresh(): Promise<void> {
    const signal = this.loads.begin('refresh');
    const result = await this.port.list(this.jackpotId === null ? undefined : [this.jackpotId], signal);
    runInAction(() => {
      if (signal.aborted) return;
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
    this.loads.dispose();
  }

  private schedule(): void {
    if (this.timer !== null || !this.visible || this.status !== 'ready') return;
    this.timer = this.clock.setInterval(() => void this.refresh(), JACKPOT_REFRESH_MS);
  }

  private unschedule(): void {
    if (this.timer !== null) this.clock.clearInterval(this.timer);
    this.timer = null;
  }
}
