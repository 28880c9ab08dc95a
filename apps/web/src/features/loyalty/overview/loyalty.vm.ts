import { LoyaltyPort, type QuestProgram } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { Loads } from '../../../shared/view-model/loads.ts';
import { LoyaltyStore } from '../loyalty.store.ts';

/** The loyalty page: the programmes for everyone, and the player's points, level and progress when signed in. */
@injectable()
export class LoyaltyViewModel {
  programmes: readonly QuestProgram[] = [];
  status: 'loading' | 'ready' | 'failed' = 'loading';
  private readonly loads = new Loads();

  constructor(
    @inject(LoyaltyPort) private readonly port: LoyaltyPort,
    @inject(LoyaltyStore) readonly loyalty: LoyaltyStore,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable<this, 'port' | 'session' | 'loads'>(this, { port: false, loyalty: false, session: false, loads: false }, { autoBind: true });
  }

  get isGuest(): boolean {
    return !this.session.authenticated;
  }

  async load(): Promise<void> {
    this.status = 'loading';
    const signal = this.loads.begin('programmes');
    const [programmes] = await Promise.all([this.port.programs(signal), this.loyalty.load()]);
    runInAction(() => {
      if (signal.aborted) return;
      if (programmes.ok) this.programmes = programmes.value;
      this.status = programmes.ok ? 'ready' : 'failed';
    });
  }

  dispose(): void {
    this.loads.dispose();
  }
}
