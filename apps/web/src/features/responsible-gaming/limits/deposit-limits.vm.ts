import {
  DEPOSIT_LIMIT_PERIODS, limitChangeEffect, parseAmount, ResponsibleGamingPort, type ApiFailure, type DepositLimitPeriod,
  type DepositLimits, type LimitChangeEffect, type PlayerLimit,
} from '@casino/domain';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';

/** What the last action on a period came to, for the message beside it. */
export type LimitNotice = 'applied' | 'pending' | 'cancelled' | 'unchanged' | 'invalidAmount' | 'unavailable' | 'failed';

export type LoadState = 'loading' | 'ready' | 'failed';

const emptyDrafts = (): Record<DepositLimitPeriod, string> => ({ 1: '', 7: '', 14: '', 30: '' });

/**
 * The deposit limits: one free-text amount per period. A new or lower limit applies at once; a higher one or a
 * removal waits 24 hours as a pending change the player can cancel. The server decides and enforces; this model
 * shows its answer and says beforehand which of the two a change will be.
 */
@injectable()
export class DepositLimitsViewModel {
  state: LoadState = 'loading';
  limits: DepositLimits | null = null;
  drafts = emptyDrafts();
  notices: Partial<Record<DepositLimitPeriod, LimitNotice>> = {};
  busy: Partial<Record<DepositLimitPeriod, boolean>> = {};
  readonly periods = DEPOSIT_LIMIT_PERIODS;

  constructor(@inject(ResponsibleGamingPort) private readonly port: ResponsibleGamingPort) {
    makeAutoObservable<this, 'port'>(this, { port: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.state = 'loading';
    const result = await this.port.getDepositLimits();
    runInAction(() => {
      if (result.ok) this.limits = result.value;
      this.state = result.ok ? 'ready' : 'failed';
    });
  }

  limitOf(period: DepositLimitPeriod): PlayerLimit | undefined {
    return this.limits?.limits.find((l) => l.period === period);
  }

  get currency(): string {
    return this.limits?.currency ?? '';
  }

  setDraft(period: DepositLimitPeriod, value: string): void {
    this.drafts[period] = value;
    delete this.notices[period];
  }

  /** The draft as an amount in major units; undefined when it is not a positive amount of the account currency. */
  private draftAmount(period: DepositLimitPeriod): number | undefined {
    const parsed = parseAmount(this.drafts[period].trim(), this.currency || 'EUR');
    return parsed.ok && parsed.value.minor > 0 ? parsed.value.minor / 100 : undefined;
  }

  /** Whether saving the draft applies at once or waits out the cooling-off (undefined: nothing valid to save). */
  draftEffect(period: DepositLimitPeriod): LimitChangeEffect | undefined {
    const amount = this.draftAmount(period);
    return amount === undefined ? undefined : limitChangeEffect(this.limitOf(period)?.limit, amount);
  }

  async save(period: DepositLimitPeriod): Promise<LimitNotice | 'none'> {
    const amount = this.draftAmount(period);
    if (amount === undefined) return (this.notices[period] = 'invalidAmount');
    return this.change(period, limitChangeEffect(this.limitOf(period)?.limit, amount), () => this.port.setDepositLimit(period, amount));
  }

  async remove(period: DepositLimitPeriod): Promise<LimitNotice | 'none'> {
    return this.change(period, limitChangeEffect(this.limitOf(period)?.limit, null), () => this.port.setDepositLimit(period, null));
  }

  async cancelPending(period: DepositLimitPeriod): Promise<LimitNotice | 'none'> {
    return this.change(period, 'cancelled', () => this.port.cancelLimitChange(period));
  }

  private async change(
    period: DepositLimitPeriod,
    expected: LimitChangeEffect | 'cancelled',
    call: () => Promise<{ ok: true; value: DepositLimits } | { ok: false; error: ApiFailure }>,
  ): Promise<LimitNotice | 'none'> {
    if (this.busy[period]) return 'none';
    this.busy[period] = true;
    delete this.notices[period];
    const result = await call();
    return runInAction(() => {
      this.busy[period] = false;
      if (!result.ok) return (this.notices[period] = noticeOfFailure(result.error));
      this.limits = result.value;
      this.drafts[period] = '';
      const notice: LimitNotice = expected === 'immediate' ? 'applied' : expected;
      return (this.notices[period] = notice);
    });
  }
}

function noticeOfFailure(error: ApiFailure): LimitNotice {
  if (error.fieldErrors.amount) return 'invalidAmount';
  return error.status === 0 || error.status >= 500 ? 'unavailable' : 'failed';
}
