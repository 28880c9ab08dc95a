import { JackpotsPort, type TopWin, type RecentWin } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { Loads } from '../../../shared/view-model/loads.ts';

export const RECENT_WINNERS_COUNT = 20;
export const TOP_WINS_COUNT = 10;

/** The winners page: the week's biggest wins and the latest big and jackpot wins. Each list fails on its own. */
@injectable()
export class WinnersViewModel {
  top: readonly TopWin[] = [];
  recent: readonly RecentWin[] = [];
  topStatus: 'loading' | 'ready' | 'failed' = 'loading';
  recentStatus: 'loading' | 'ready' | 'failed' = 'loading';
  private readonly loads = new Loads();

  constructor(@inject(JackpotsPort) private readonly port: JackpotsPort) {
    makeAutoObservable<this, 'port' | 'loads'>(this, { port: false, loads: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.topStatus = 'loading';
    this.recentStatus = 'loading';
    const signal = this.loads.begin('winners');
    const [top, recent] = await Promise.all([
      this.port.topWins('week', TOP_WINS_COUNT, signal),
      this.port.winners({ count: RECENT_WINNERS_COUNT }, signal),
    ]);
    runInAction(() => {
      if (signal.aborted) return;
      if (top.ok) this.top = top.value;
      this.topStatus = top.ok ? 'ready' : 'failed';
      if (recent.ok) this.recent = recent.value;
      this.recentStatus = recent.ok ? 'ready' : 'failed';
    });
  }

  dispose(): void {
    this.loads.dispose();
  }
}
