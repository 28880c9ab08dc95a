import { LoyaltyPort, type QuestProgram } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { Loads } from '../../../shared/view-model/loads.ts';

/** One loyalty programme with its quests and the player's progress in each. */
@injectable()
export class ProgrammeViewModel {
  sysname = '';
  programme: QuestProgram | null = null;
  status: 'loading' | 'ready' | 'failed' | 'notFound' = 'loading';
  private readonly loads = new Loads();

  constructor(@inject(LoyaltyPort) private readonly port: LoyaltyPort) {
    makeAutoObservable<this, 'port' | 'loads'>(this, { port: false, loads: false }, { autoBind: true });
  }

  async load(sysname: string): Promise<void> {
    this.sysname = sysname;
    this.status = 'loading';
    const signal = this.loads.begin('programme');
    const result = await this.port.program(sysname, signal);
    runInAction(() => {
      if (signal.aborted) return;
      if (result.ok) this.programme = result.value;
      this.status = !result.ok ? 'failed' : result.value ? 'ready' : 'notFound';
    });
  }

  dispose(): void {
    this.loads.dispose();
  }
}
