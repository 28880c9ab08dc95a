import { CashbacksPort, type CashbackItem } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { Loads } from '../../../shared/view-model/loads.ts';
import { actionFailure, type FailureText, type LoadState } from '../common/failure.ts';

export type CashbackAction = 'payout' | 'remove';
export type CashbackOutcome = 'done' | 'failed' | 'busy';

const PAGE_SIZE = 20;

/**
 * The cashback page: the player's cashbacks (active ones first by period end), paid out or removed one at a time.
 * An action is sent once (a second press while one runs does nothing); after it the list and the balances reload.
 */
@injectable()
export class CashbackViewModel {
  items: readonly CashbackItem[] = [];
  count = 0;
  state: LoadState = 'loading';
  pendingId: number | null = null;
  failure: FailureText | null = null;
  private readonly loads = new Loads();

  constructor(
    @inject(CashbacksPort) private readonly port: CashbacksPort,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable<this, 'port' | 'session' | 'loads'>(this, { port: false, session: false, loads: false }, { autoBind: true });
  }

  get hasMore(): boolean {
    return this.items.length < this.count;
  }

  async load(more = false): Promise<void> {
    if (!more) this.state = 'loading';
    const signal = this.loads.begin('list');
    const result = await this.port.list({ count: PAGE_SIZE, offset: more ? this.items.length : 0, sort: 'end_date', order: 'desc' }, signal);
    runInAction(() => {
      if (signal.aborted) return;
      if (!result.ok) return void (this.state = 'failed');
      const known = new Set(more ? this.items.map((c) => c.id) : []);
      this.items = [...(more ? this.items : []), ...result.value.items.filter((c) => !known.has(c.id))];
      this.count = result.value.count;
      this.state = 'ready';
    });
  }

  /** Only an active cashback can be claimed. */
  canPayout(cashback: CashbackItem): boolean {
    return cashback.status === 'active';
  }

  async run(action: CashbackAction, cashback: CashbackItem): Promise<CashbackOutcome> {
    if (this.pendingId !== null) return 'busy';
    this.pendingId = cashback.id;
    this.failure = null;
    const result = action === 'payout' ? await this.port.payout(cashback.id) : await this.port.remove(cashback.id);
    if (result.ok) await Promise.all([action === 'payout' ? this.session.refreshBalance() : undefined, this.load()]);
    return runInAction(() => {
      this.pendingId = null;
      if (result.ok) return 'done';
      this.failure = actionFailure(result.error);
      return 'failed';
    });
  }

  dispose(): void {
    this.loads.dispose();
  }
}
