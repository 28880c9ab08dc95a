import { DAY_MS } from '@casino/domain/shared';
import { ClockPort, GameHistoryPort, type ApiFailure, type GameHistoryExport } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { Loads } from '../../../shared/view-model/loads.ts';
import { periodProblems, today, type PeriodProblem } from '../period.ts';

/**
 * Game history exports: the list of requests and a form to ask for one more. The form starts on the last 30 days;
 * it is checked before sending, sent once however often it is pressed, and keeps what was typed when the backend
 * refuses it.
 */
@injectable()
export class ExportsViewModel {
  from: string;
  to: string;
  problems: Partial<Record<'from' | 'to', PeriodProblem>> = {};
  items: readonly GameHistoryExport[] = [];
  listStatus: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  sending = false;
  sendFailure: ApiFailure | null = null;
  /** The request just created, so the view can say so. */
  created: GameHistoryExport | null = null;
  private readonly loads = new Loads();

  constructor(
    @inject(GameHistoryPort) private readonly port: GameHistoryPort,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {
    const now = clock.now();
    this.to = today(now);
    this.from = today(now - 30 * DAY_MS);
    makeAutoObservable<this, 'port' | 'clock' | 'loads'>(this, { port: false, clock: false, loads: false }, { autoBind: true });
  }

  get hasPending(): boolean {
    return this.items.some((e) => e.status === 'pending');
  }

  setFrom(value: string): void {
    this.from = value;
    this.problems = {};
  }

  setTo(value: string): void {
    this.to = value;
    this.problems = {};
  }

  async load(): Promise<void> {
    this.listStatus = 'loading';
    const signal = this.loads.begin('list');
    const result = await this.port.listExports(signal);
    runInAction(() => {
      if (signal.aborted) return;
      if (result.ok) {
        this.items = result.value;
        this.listStatus = 'ready';
      } else this.listStatus = 'failed';
    });
  }

  /** Sends the request once (a second press while one is on its way does nothing); true when it was created. */
  async submit(): Promise<boolean> {
    if (this.sending) return false;
    this.problems = periodProblems(this.from, this.to, this.clock.now(), true);
    if (this.problems.from || this.problems.to) return false;
    this.sending = true;
    this.sendFailure = null;
    this.created = null;
    const result = await this.port.createExport({ dateFrom: this.from, dateTo: this.to }, this.loads.begin('send'));
    runInAction(() => {
      this.sending = false;
      if (result.ok) {
        this.created = result.value;
        this.items = [result.value, ...this.items.filter((e) => e.id !== result.value.id)];
      } else this.sendFailure = result.error;
    });
    return result.ok;
  }

  dispose(): void {
    this.loads.dispose();
  }
}
