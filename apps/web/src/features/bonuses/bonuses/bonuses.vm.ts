import { FREE_SPINS_FETCH_COUNT, type BonusStatus } from '@casino/domain/bonuses';
import { BonusesPort, type PlayerBonus, type PlayerFreeSpins } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { Loads } from '../../../shared/view-model/loads.ts';
import { actionFailure, type FailureText, type LoadState } from '../common/failure.ts';
import { BonusDialogs } from './bonus-dialogs.ts';

export type BonusAction = 'activate' | 'deactivate' | 'remove';
/** `goToBetting`: a betting bonus was activated and the player chose to go and bet. */
export type BonusOutcome = 'done' | 'cancelled' | 'failed' | 'busy' | 'goToBetting';
/** Current bonuses can still be used; history holds the finished ones. */
export type BonusFilter = 'current' | 'history';

const FILTER_STATUSES: Record<BonusFilter, readonly BonusStatus[]> = { current: ['available', 'active'], history: ['wagered', 'expired', 'cancelled'] };
const PAGE_SIZE = 20;

/**
 * The bonuses page: casino bonuses (paged, filtered current/history), betting bonuses and active free-spin packs, and
 * the actions on a bonus. Each action asks first, is sent once (one action at a time, a second press is ignored), then
 * reloads its list and the balances.
 */
@injectable()
export class BonusesViewModel {
  filter: BonusFilter = 'current';
  casino: readonly PlayerBonus[] = [];
  casinoCount = 0;
  casinoState: LoadState = 'loading';
  betting: readonly PlayerBonus[] = [];
  bettingState: LoadState = 'loading';
  freeSpins: readonly PlayerFreeSpins[] = [];
  freeSpinsState: LoadState = 'loading';
  /** Each list has known what it shows at least once (a later reload keeps the lists under it on screen). */
  private settledOnce = { casino: false, betting: false };
  /** The bonus an action is running on. */
  pendingId: number | null = null;
  failure: FailureText | null = null;
  private readonly loads = new Loads();

  constructor(
    @inject(BonusesPort) private readonly port: BonusesPort,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(BonusDialogs) private readonly dialogs: BonusDialogs,
  ) {
    makeAutoObservable<this, 'port' | 'session' | 'dialogs' | 'loads' | 'settledOnce'>(this, { port: false, session: false, dialogs: false, loads: false, settledOnce: observable }, { autoBind: true });
  }

  /**
   * Whether the betting and free-spins lists show yet: each once the lists above it have first settled, so a list
   * arriving above one already drawn does not push it down the page (the lists load side by side).
   */
  get shows(): { readonly betting: boolean; readonly freeSpins: boolean } {
    return { betting: this.settledOnce.casino, freeSpins: this.settledOnce.casino && this.settledOnce.betting };
  }

  /** Bonus isolation (general info): one running bonus per wallet, so activating another forfeits the running one. */
  get isolation(): boolean {
    return this.session.general?.raw.is_bonus_isolation_enabled === true;
  }

  get hasMoreCasino(): boolean {
    return this.casino.length < this.casinoCount;
  }

  async load(): Promise<void> {
    await Promise.all([this.loadCasino(), this.loadBetting(), this.loadFreeSpins()]);
  }

  setFilter(filter: BonusFilter): void {
    if (filter === this.filter) return;
    this.filter = filter;
    this.casino = [];
    void this.loadCasino();
  }

  async loadCasino(more = false): Promise<void> {
    const offset = more ? this.casino.length : 0;
    if (!more) this.casinoState = 'loading';
    const signal = this.loads.begin('casino');
    const result = await this.port.getCasinoBonuses({ count: PAGE_SIZE, offset, statuses: FILTER_STATUSES[this.filter] }, signal);
    runInAction(() => {
      if (signal.aborted) return; // a newer list (another filter, a reload) is on its way, or the screen went away
      this.settledOnce.casino = true;
      if (!result.ok) return void (this.casinoState = 'failed');
      const known = new Set(more ? this.casino.map((b) => b.id) : []);
      this.casino = [...(more ? this.casino : []), ...result.value.items.filter((b) => !known.has(b.id))];
      this.casinoCount = result.value.count;
      this.casinoState = 'ready';
    });
  }

  async loadBetting(): Promise<void> {
    this.bettingState = 'loading';
    const signal = this.loads.begin('betting');
    const result = await this.port.getBettingBonuses(signal);
    runInAction(() => {
      if (signal.aborted) return;
      this.settledOnce.betting = true;
      this.bettingState = result.ok ? 'ready' : 'failed';
      // the betting section shows what can still be used; finished betting bonuses are history the list does not page
      if (result.ok) this.betting = result.value.filter((b) => b.status === 'available' || b.status === 'active');
    });
  }

  async loadFreeSpins(): Promise<void> {
    this.freeSpinsState = 'loading';
    const signal = this.loads.begin('freeSpins');
    const result = await this.port.getFreeSpins(FREE_SPINS_FETCH_COUNT, signal);
    runInAction(() => {
      if (signal.aborted) return;
      this.freeSpinsState = result.ok ? 'ready' : 'failed';
      if (result.ok) this.freeSpins = result.value;
    });
  }

  /** The actions a bonus offers now: activate an available one, deactivate a running casino bonus, remove either. */
  actionsOf(bonus: PlayerBonus): readonly BonusAction[] {
    if (bonus.status === 'available') return ['activate', 'remove'];
    if (bonus.status === 'active') return bonus.type === 'casino' ? ['deactivate', 'remove'] : ['remove'];
    return [];
  }

  async run(action: BonusAction, bonus: PlayerBonus): Promise<BonusOutcome> {
    if (this.pendingId !== null) return 'busy';
    this.pendingId = bonus.id; // taken before the question, so a second press while it is open does nothing
    this.failure = null;
    try {
      const burn = action === 'activate' && this.isolation && this.runningOfType(bonus) !== undefined;
      if (!(await this.dialogs.ask(burn ? 'burn' : action, bonus))) return 'cancelled';
      const result =
        action === 'activate' ? await this.port.activate(bonus, { burnActive: burn }) : action === 'deactivate' ? await this.port.deactivate(bonus) : await this.port.remove(bonus);
      if (!result.ok) {
        runInAction(() => (this.failure = actionFailure(result.error)));
        return 'failed';
      }
      await Promise.all([this.session.refreshBalance(), bonus.type === 'betting' ? this.loadBetting() : this.loadCasino()]);
      if (action === 'activate' && bonus.type === 'betting') return (await this.dialogs.bettingActivated(bonus)) ? 'goToBetting' : 'done';
      return 'done';
    } finally {
      runInAction(() => (this.pendingId = null));
    }
  }

  dispose(): void {
    this.loads.dispose();
  }

  private runningOfType(bonus: PlayerBonus): PlayerBonus | undefined {
    const list = bonus.type === 'betting' ? this.betting : this.casino;
    return list.find((b) => b.status === 'active' && b.id !== bonus.id);
  }
}
