import { LoyaltyPort, type QuestProgram } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';

/** One loyalty programme with its quests and the player's progress in each. */
@injectable()
export class ProgrammeViewModel {
  sysname = '';
  programme: QuestProgram | null = null;
  status: 'loading' | 'ready' | 'failed' | 'notFound' = 'loading';
  private readonly abort = new AbortController();

  constructor(@inject(LoyaltyPort) private readonly port: LoyaltyPort) {
    makeAutoObservable<this, 'port' | 'abort'>(this, { port: false, abort: false }, { autoBind: true });
  }

  async load(sysname: string): Promise<void> {
    this.sysname = sysname;
    this.status = 'loading';
    const result = await this.port.program(sysname, this.abort.signal);
    runInAction(() => {
      if (result.ok) this.programme = result.value;
      this.status = !result.ok ? 'failed' : result.value ? 'ready' : 'notFound';
    });
  }

  dispose(): void {
    this.abort.abort();
  }
}
