import { DEPOSIT_LIMIT_PERIODS, type DepositLimitDays } from '@casino/domain/cashier';
import { parseAmount, toDecimalNumber } from '@casino/domain/money';
import { AccountPort, LocalStoragePort, ResponsibleGamingPort } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { SessionStore } from '../../../shared/stores/session.store.ts';

/** Kept in this browser once the player has answered the prompt (set a limit or "not now"). */
export const LIMIT_PROMPT_SEEN_KEY = 'deposit_limit_prompt_seen';

export type LimitPromptProblem = 'invalidAmount' | 'failed';

/**
 * Before a player's first deposit: an offer to set a deposit limit. Skippable, asked once per browser, and never
 * pre-filled: the amount starts empty so no figure nudges the player upward.
 */
@injectable()
export class LimitPromptViewModel {
  period: DepositLimitDays = 1;
  amount = '';
  pending = false;
  problem: LimitPromptProblem | null = null;
  readonly periods = DEPOSIT_LIMIT_PERIODS;

  constructor(
    @inject(AccountPort) private readonly account: AccountPort,
    @inject(ResponsibleGamingPort) private readonly port: ResponsibleGamingPort,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(LocalStoragePort) private readonly storage: LocalStoragePort,
  ) {
    makeAutoObservable<this, 'account' | 'port' | 'session' | 'storage'>(this, { account: false, port: false, session: false, storage: false }, { autoBind: true });
  }

  /** Whether to offer it: a signed-in player with no deposit and no deposit limit who has not answered it here. */
  async shouldPrompt(): Promise<boolean> {
    if (!this.session.authenticated || this.storage.get<boolean>(LIMIT_PROMPT_SEEN_KEY)) return false;
    const [deposit, limits] = await Promise.all([this.account.hasDeposit(), this.port.getLimits()]);
    return deposit.ok && !deposit.value && limits.ok && limits.value.deposit.limits.length === 0;
  }

  setPeriod(period: DepositLimitDays): void {
    this.period = period;
  }

  setAmount(value: string): void {
    this.amount = value;
    this.problem = null;
  }

  /** Sets the limit; true when done (the dialog closes). */
  async submit(): Promise<boolean> {
    if (this.pending) return false;
    const parsed = parseAmount(this.amount.trim(), this.session.account?.balances.main.currency ?? 'EUR');
    if (!parsed.ok || parsed.value.minor <= 0) {
      this.problem = 'invalidAmount';
      return false;
    }
    this.pending = true;
    const result = await this.port.setLimit('deposit', this.period, toDecimalNumber(parsed.value));
    return runInAction(() => {
      this.pending = false;
      if (!result.ok) {
        this.problem = result.error.fieldErrors.amount ? 'invalidAmount' : 'failed';
        return false;
      }
      this.storage.set(LIMIT_PROMPT_SEEN_KEY, true);
      return true;
    });
  }

  /** "Not now": not asked again in this browser. */
  skip(): void {
    this.storage.set(LIMIT_PROMPT_SEEN_KEY, true);
  }
}
