import { LoyaltyPort, type LoyaltyCharacterChoice } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { Loads } from '../../../shared/view-model/loads.ts';
import { LoyaltyStore } from '../loyalty.store.ts';

/** Characters shown a page at a time. */
export const CHARACTERS_PAGE = 8;

export type ChangeOutcome = 'changed' | 'failed' | 'ignored';

/** The player's characters: the list (paged by offset and limit) and changing the chosen one, sent once. */
@injectable()
export class CharactersViewModel {
  items: readonly LoyaltyCharacterChoice[] = [];
  total = 0;
  status: 'loading' | 'ready' | 'failed' = 'loading';
  changing = false;
  private readonly loads = new Loads();

  constructor(
    @inject(LoyaltyPort) private readonly port: LoyaltyPort,
    @inject(LoyaltyStore) private readonly loyalty: LoyaltyStore,
  ) {
    makeAutoObservable<this, 'port' | 'loyalty' | 'loads'>(this, { port: false, loyalty: false, loads: false }, { autoBind: true });
  }

  get selected(): LoyaltyCharacterChoice | null {
    return this.loyalty.info?.character ?? this.items.find((c) => c.isSelected) ?? null;
  }

  get hasMore(): boolean {
    return this.items.length < this.total;
  }

  async load(offset = 0): Promise<void> {
    this.status = 'loading';
    const signal = this.loads.begin('list');
    const result = await this.port.characters({ offset, limit: CHARACTERS_PAGE }, signal);
    runInAction(() => {
      if (signal.aborted) return;
      if (result.ok) {
        this.items = offset === 0 ? result.value.items : [...this.items, ...result.value.items];
        this.total = result.value.count;
      }
      this.status = result.ok ? 'ready' : 'failed';
    });
  }

  /** The next page, added below the ones shown. */
  more(): Promise<void> {
    return this.load(this.items.length);
  }

  /** Changes the character once; the list and the loyalty account show the new choice after. */
  async change(character: LoyaltyCharacterChoice): Promise<ChangeOutcome> {
    if (this.changing || character.id === this.selected?.id) return 'ignored';
    this.changing = true;
    const result = await this.port.setCharacter(character.id, this.loads.begin('send'));
    const changed = result.ok && result.value;
    if (changed) {
      runInAction(() => (this.items = this.items.map((c) => ({ ...c, isSelected: c.id === character.id }))));
      await this.loyalty.refresh();
    }
    runInAction(() => (this.changing = false));
    return changed ? 'changed' : 'failed';
  }

  dispose(): void {
    this.loads.dispose();
  }
}
