import { RECENT_TRANSACTIONS_COUNT } from '@casino/domain/cashier';
import { formatAmount } from '@casino/domain/format';
import { formatMoney, toDecimal } from '@casino/domain/money';
import { CashierPort, type ExchangeRates, type PaymentRecord } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { moneyError, type MoneyError } from '../shared/money-errors.ts';
import { Loads } from '../../../shared/view-model/loads.ts';

/**
 * The wallet: balances (main, bonus, betting bonus, total), the total's equivalents in other currencies, the 4 most
 * recent payments, and the currency switch while the account has no money movements yet.
 */
@injectable()
export class WalletViewModel {
  recent: readonly PaymentRecord[] = [];
  recentStatus: 'loading' | 'ready' | 'failed' = 'loading';
  rates: ExchangeRates | null = null;
  switching = false;
  switchError: MoneyError | null = null;
  private readonly loads = new Loads();

  constructor(
    @inject(CashierPort) private readonly cashier: CashierPort,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable<this, 'cashier' | 'session' | 'loads'>(this, { cashier: false, session: false, loads: false }, { autoBind: true });
  }

  get currency(): string {
    return this.session.balances?.main.currency ?? 'EUR';
  }

  get balances(): { readonly main: string; readonly bonus: string; readonly bettingBonus: string; readonly total: string } | null {
    const b = this.session.balances;
    const total = this.session.total;
    if (!b || !total) return null;
    return { main: formatAmount(b.main.amount, b.main.currency), bonus: formatAmount(b.bonus.amount, b.bonus.currency), bettingBonus: formatAmount(b.bettingBonus.amount, b.bettingBonus.currency), total: formatMoney(total) };
  }

  /** The total in every other currency the rates know, converted through the rates' base. */
  get equivalents(): readonly { readonly currency: string; readonly text: string }[] {
    const total = this.session.total;
    const own = this.rates?.rates[this.currency];
    if (!total || !this.rates || !own) return [];
    const amount = Number(toDecimal(total));
    return Object.entries(this.rates.rates)
      .filter(([currency]) => currency !== this.currency)
      .map(([currency, rate]) => ({ currency, text: formatAmount(Math.round((amount / own) * rate * 100) / 100, currency) }));
  }

  get currencies(): readonly string[] {
    return this.session.general?.availableCurrencies ?? [];
  }

  /** The backend locks the currency once money has moved: offer the switch only to an account without payments. */
  get canSwitchCurrency(): boolean {
    return this.currencies.length > 1 && this.recentStatus === 'ready' && this.recent.length === 0;
  }

  async load(): Promise<void> {
    this.recentStatus = 'loading';
    const signal = this.loads.begin('wallet');
    const [recent, rates] = await Promise.all([
      this.cashier.getHistory({ type: 'all', offset: 0, count: RECENT_TRANSACTIONS_COUNT }, signal),
      this.cashier.getCurrencyRates(signal),
      this.session.refreshBalance(signal),
    ]);
    runInAction(() => {
      if (signal.aborted) return;
      if (recent.ok) this.recent = recent.value.items;
      this.recentStatus = recent.ok ? 'ready' : 'failed';
      // without rates the wallet simply shows no equivalents
      if (rates.ok) this.rates = rates.value;
    });
  }

  async switchCurrency(currency: string): Promise<void> {
    if (this.switching || currency === this.currency) return;
    this.switching = true;
    this.switchError = null;
    const signal = this.loads.begin('send');
    const result = await this.cashier.setCurrency(currency, signal);
    if (result.ok) await this.session.load(signal);
    runInAction(() => {
      this.switching = false;
      if (!result.ok) this.switchError = moneyError(result.error, this.currency);
    });
  }

  dispose(): void {
    this.loads.dispose();
  }
}
