import { LoyaltyPort, type LoyaltyShopItem } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AttemptKey, IdempotencyKeySource, isUnsettled } from '../../../shared/services/attempt-key.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { Loads } from '../../../shared/view-model/loads.ts';
import { LoyaltyStore } from '../loyalty.store.ts';

/** What pressing "Buy" leads to before anything is sent. */
export type ShopChoice = 'register' | 'insufficient' | 'confirm' | 'unavailable';
/**
 * How a confirmed purchase ended. `unsure`: no answer or a server error, so it is open whether the points were spent;
 * a retry is safe (same key), and the points shown are read again.
 */
export type BuyOutcome = 'bought' | 'insufficient' | 'failed' | 'unsure' | 'ignored';

/** The loyalty shop: products for points; a purchase is checked, confirmed, then sent once. */
@injectable()
export class ShopViewModel {
  products: readonly LoyaltyShopItem[] = [];
  status: 'loading' | 'ready' | 'failed' = 'loading';
  buying: number | null = null;
  private readonly loads = new Loads();
  private readonly attempt: AttemptKey;

  constructor(
    @inject(LoyaltyPort) private readonly port: LoyaltyPort,
    @inject(LoyaltyStore) readonly loyalty: LoyaltyStore,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(IdempotencyKeySource) keys: IdempotencyKeySource,
  ) {
    this.attempt = new AttemptKey(keys);
    makeAutoObservable<this, 'port' | 'session' | 'loads' | 'attempt'>(this, { port: false, loyalty: false, session: false, loads: false, attempt: false }, { autoBind: true });
  }

  get points(): number | null {
    return this.loyalty.info?.points ?? null;
  }

  get pointsAlias(): string | null {
    return this.loyalty.info?.pointsAlias ?? null;
  }

  async load(): Promise<void> {
    this.status = 'loading';
    const signal = this.loads.begin('products');
    const [products] = await Promise.all([this.port.products(signal), this.loyalty.load()]);
    runInAction(() => {
      if (signal.aborted) return;
      if (products.ok) this.products = products.value.items;
      this.status = products.ok ? 'ready' : 'failed';
    });
  }

  /** Decides what "Buy" opens: registration for guests, the shortfall popup when points are short, else the confirmation. */
  choose(product: LoyaltyShopItem): ShopChoice {
    if (!this.session.authenticated) return 'register';
    if (!product.isAvailable) return 'unavailable';
    if (this.points !== null && this.points < product.price) return 'insufficient';
    return 'confirm';
  }

  /**
   * Sends the purchase once: while one is on its way every other press is ignored, and a retry after a failure that
   * leaves it open whether the points were spent (no answer, a server error) reuses the purchase's key, so the
   * server books it at most once. Points and balances refresh after.
   */
  async buy(product: LoyaltyShopItem): Promise<BuyOutcome> {
    if (this.buying !== null || !this.session.authenticated) return 'ignored';
    this.buying = product.id;
    const result = await this.port.buy(product.id, this.attempt.for(product.id), this.loads.begin('send'));
    const unsure = !result.ok && result.error.kind === 'failed' && isUnsettled(result.error.failure);
    if (!unsure) this.attempt.settle();
    const outcome: BuyOutcome = result.ok ? (result.value ? 'bought' : 'failed') : result.error.kind === 'insufficientPoints' ? 'insufficient' : unsure ? 'unsure' : 'failed';
    // an unsure purchase may have spent the points: the balance shown is read again
    if (outcome !== 'failed') await Promise.all([this.loyalty.refresh(), outcome === 'bought' ? this.session.refreshBalance() : undefined]);
    runInAction(() => (this.buying = null));
    return outcome;
  }

  dispose(): void {
    this.loads.dispose();
  }
}
