import type { LoyaltyCharacterChoice, LoyaltyPort } from '@casino/domain/ports';
import { makeAutoObservable, runInAction } from 'mobx';
import { Loads } from '../../../shared/view-model/loads.ts';

/** Characters offered at registration: enough for one screen of choices. */
export const REGISTRATION_CHARACTERS = 12;

/** The loyalty characters a new player may pick while registering (guests may read them). */
export class CharacterChoice {
  items: readonly LoyaltyCharacterChoice[] = [];
  status: 'loading' | 'ready' | 'failed' = 'loading';
  private readonly loads = new Loads();

  constructor(private readonly port: LoyaltyPort) {
    makeAutoObservable<this, 'port' | 'loads'>(this, { port: false, loads: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    const signal = this.loads.begin('characters');
    const result = await this.port.characters({ offset: 0, limit: REGISTRATION_CHARACTERS }, signal);
    runInAction(() => {
      // an answer the field no longer waits for (it went down, or a retry replaced it) would flash "could not load"
      if (signal.aborted) return;
      if (result.ok) this.items = result.value.items;
      this.status = result.ok ? 'ready' : 'failed';
    });
  }

  dispose(): void {
    this.loads.dispose();
  }
}
