import type { LoyaltyCharacterChoice, LoyaltyPort } from '@casino/domain/ports';
import { makeAutoObservable, runInAction } from 'mobx';

/** Characters offered at registration: enough for one screen of choices. */
export const REGISTRATION_CHARACTERS = 12;

/** The loyalty characters a new player may pick while registering (guests may read them). */
export class CharacterChoice {
  items: readonly LoyaltyCharacterChoice[] = [];
  status: 'loading' | 'ready' | 'failed' = 'loading';

  constructor(private readonly port: LoyaltyPort) {
    makeAutoObservable<this, 'port'>(this, { port: false }, { autoBind: true });
  }

  async load(signal?: AbortSignal): Promise<void> {
    this.status = 'loading';
    const result = await this.port.characters({ offset: 0, limit: REGISTRATION_CHARACTERS }, signal);
    runInAction(() => {
      if (result.ok) this.items = result.value.items;
      this.status = result.ok ? 'ready' : 'failed';
    });
  }
}
