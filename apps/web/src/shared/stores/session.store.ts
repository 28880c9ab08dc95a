import { totalBalance } from '@casino/domain/money';
import type { SignOutReason } from '@casino/domain/policies';
import {
  AccountPort, AnalyticsPort, LocalStoragePort, LoggerPort, type MoneyValue, type PlayerAccount, type ApiFailure, type PlayerBalances,
  type SiteGeneralInfo,
} from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { FatalErrorStore } from './fatal-error.store.ts';

/** Local-storage key under which the account's balances are mirrored. */
export const BALANCES_KEY = 'balances';

/**
 * The session: account info (`getInfo`), authenticated when uid > 0, balances mirrored to local storage,
 * general info (`metadata.getgeneralinfo`), logout.
 */
@injectable()
export class SessionStore {
  account: PlayerAccount | null = null;
  general: SiteGeneralInfo | null = null;
  status: 'idle' | 'loading' | 'ready' = 'idle';
  /**
   * The account info could not be loaded (network, server error, an answer we could not read): we do not know
   * whether the player is signed in, so the app says so and offers a retry instead of quietly showing a guest.
   */
  accountUnavailable = false;

  constructor(
    @inject(AccountPort) private readonly port: AccountPort,
    @inject(LocalStoragePort) private readonly storage: LocalStoragePort,
    @inject(AnalyticsPort) private readonly analytics: AnalyticsPort,
    @inject(LoggerPort) private readonly logger: LoggerPort,
    @inject(FatalErrorStore) private readonly fatal: FatalErrorStore,
  ) {
    makeAutoObservable<this, 'port' | 'storage' | 'analytics' | 'logger' | 'fatal'>(this, { port: false, storage: false, analytics: false, logger: false, fatal: false }, { autoBind: true });
  }

  get uid(): number {
    return this.account?.uid ?? 0;
  }

  get authenticated(): boolean {
    return this.uid > 0;
  }

  /** Balances of the account, or the mirrored ones while the account loads. */
  get balances(): PlayerBalances | undefined {
    return this.account && this.authenticated ? this.account.balances : this.storage.get<PlayerBalances>(BALANCES_KEY);
  }

  /** Total = main + bonus + betting bonus, exact (domain rule). */
  get total() {
    const b = this.balances;
    if (!b) return undefined;
    const total = totalBalance({ balance_main: b.main, balance_bonus: b.bonus, balance_betting_bonus: b.bettingBonus });
    return total.ok ? total.value : undefined;
  }

  /**
   * Loads account and general info. Failures leave a guest session and are reported (fatal types) or logged; a
   * non-fatal failure of the account info sets `accountUnavailable` until a load succeeds.
   */
  async load(signal?: AbortSignal): Promise<void> {
    const before = this.status;
    this.status = 'loading';
    const [info, general] = await Promise.all([this.port.getInfo(signal), this.port.getGeneralInfo(signal)]);
    runInAction(() => {
      // cancelled by the screen that asked (it went away): nothing failed, and what was known before still holds
      if (signal?.aborted) return void (this.status = before);
      if (info.ok) this.setAccount(info.value);
      else this.fail('account info', info.error);
      this.accountUnavailable = !info.ok && !this.fatal.fatal;
      if (general.ok) this.general = general.value;
      else this.fail('general info', general.error);
      this.status = 'ready';
    });
  }

  /**
   * Re-reads the balances only (balance refresh, after a payment). A refresh cancelled through `signal` (the screen
   * that asked for it went away) is dropped: it did not fail, so it is not logged.
   */
  async refreshBalance(signal?: AbortSignal): Promise<void> {
    if (!this.authenticated) return;
    const result = await this.port.getBalance(signal);
    if (signal?.aborted) return;
    runInAction(() => {
      if (result.ok) this.setBalances(result.value);
      else this.fail('balance', result.error);
    });
  }

  /**
   * Tells the server the player is still here: it ends a session that has sent nothing for time_to_force_logout, and
   * a player busy in a game frame sends us nothing. Re-reads the balances while at it. False when the server answers
   * that the session has already ended (the caller signs out); any other failure is no verdict, so true.
   */
  async keepAlive(): Promise<boolean> {
    if (!this.authenticated) return true;
    const result = await this.port.getBalance();
    if (result.ok) runInAction(() => this.setBalances(result.value));
    return result.ok || result.error.type !== 'AuthorizationException';
  }

  /**
   * The same figures again (the keep-alive's answer, most polls) change nothing: a new account object would re-render
   * every view of the account, the header among them, in one blocking task, since a store change is never sliced.
   */
  private setBalances(balances: PlayerBalances): void {
    if (!this.account || sameBalances(this.account.balances, balances)) return;
    this.account = { ...this.account, balances };
    this.storage.set(BALANCES_KEY, balances);
  }

  /** Sets the account after sign-in, registration or a refresh; identifies or anonymises analytics. */
  setAccount(account: PlayerAccount): void {
    const wasUid = this.uid;
    this.account = account;
    if (account.uid > 0) {
      this.storage.set(BALANCES_KEY, account.balances);
      if (wasUid !== account.uid) this.analytics.identify(account.uid);
    } else {
      this.storage.remove(BALANCES_KEY);
      if (wasUid > 0) this.analytics.anonymize();
    }
  }

  /** The account's locale after a synced language switch. */
  setLocale(locale: string): void {
    if (this.account) this.account = { ...this.account, locale };
  }

  /** Why the latest sign-out of this tab happened (the session feature tells the other tabs). */
  lastSignOutReason: SignOutReason = 'logout';

  /**
   * Ends the session; the caller navigates to the index. A failure is logged and tracked. `reason`
   * travels to the other tabs: after a self-exclusion the server has already ended the session, and they say why.
   */
  async logout(reason: SignOutReason = 'logout'): Promise<void> {
    this.lastSignOutReason = reason;
    const result = await this.port.logout();
    if (!result.ok) {
      this.logger.warn('logout failed', result.error);
      this.analytics.track('logout_error', { code: result.error.status });
    }
    runInAction(() => this.setAccount({ ...(this.account ?? guestAccount(this.general?.defaultCurrency)), uid: 0, login: '' }));
  }

  private fail(what: string, error: ApiFailure): void {
    if (!this.fatal.report(error)) this.logger.warn(`could not load ${what}`, error);
  }
}

export function guestAccount(currency = 'EUR'): PlayerAccount {
  const zero = { amount: 0, currency };
  return {
    uid: 0, login: '', fakename: null, regTime: null, locale: null, countryCode: null, isSubscribed: false, isVerified: false,
    isOnVerification: false, isKycBlockEnabled: false, isRegistrationCompleted: true, twoFactorAuth: false,
    balances: { main: zero, bonus: zero, bettingBonus: zero, fun: zero },
  };
}

const sameMoney = (a: MoneyValue, b: MoneyValue): boolean => a.amount === b.amount && a.currency === b.currency;

const sameBalances = (a: PlayerBalances, b: PlayerBalances): boolean =>
  sameMoney(a.main, b.main) && sameMoney(a.bonus, b.bonus) && sameMoney(a.bettingBonus, b.bettingBonus) && sameMoney(a.fun, b.fun);
