import type { DepositLimitDays } from '@casino/domain/cashier';
import { parseAmount, toDecimalNumber } from '@casino/domain/money';
import {
  LIMIT_KINDS, LIMIT_PERIODS, limitChangeEffect, type LimitChangeEffect, type LimitKind, type LimitSet,
  type PeriodLimit, type PlayerLimits,
} from '@casino/domain/responsible-gaming';
import { ResponsibleGamingPort, type ApiFailure, type ApiResult } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AttemptKey, IdempotencyKeySource, isUnsettled } from '../../../shared/services/attempt-key.ts';

/** What the last action on a limit came to, for the message beside it. */
export type LimitNotice = 'applied' | 'pending' | 'cancelled' | 'unchanged' | 'invalidAmount' | 'unavailable' | 'failed';

export type LoadState = 'loading' | 'ready' | 'failed';

/** One limit's slot on the page: its kind and period. */
const key = (kind: LimitKind, period: DepositLimitDays) => `${kind}:${period}`;

/**
 * The deposit, loss and wager limits: one free-text amount per kind and period. A new or lower limit applies at
 * once; a higher one or a removal waits 24 hours as a pending change the player can cancel. The server decides and
 * enforces; this model shows its answer and says beforehand which of the two a change will be.
 */
@injectable()
export class LimitsViewModel {
  state: LoadState = 'loading';
  limits: PlayerLimits | null = null;
  drafts: Record<string, string> = {};
  notices: Record<string, LimitNotice> = {};
  busy: Record<string, boolean> = {};
  readonly kinds = LIMIT_KINDS;
  /** A cancel is not idempotent by nature: each slot's retry after a timeout carries the key of its first try. */
  private readonly cancelAttempts = new Map<string, AttemptKey>();

  constructor(
    @inject(ResponsibleGamingPort) private readonly port: ResponsibleGamingPort,
    @inject(IdempotencyKeySource) private readonly keys: IdempotencyKeySource,
  ) {
    makeAutoObservable<this, 'port' | 'keys' | 'cancelAttempts'>(this, { port: false, keys: false, cancelAttempts: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.state = 'loading';
    const result = await this.port.getLimits();
    runInAction(() => {
      if (result.ok) this.limits = result.value;
      this.state = result.ok ? 'ready' : 'failed';
    });
  }

  periods(kind: LimitKind): readonly DepositLimitDays[] {
    return LIMIT_PERIODS[kind];
  }

  setOf(kind: LimitKind): LimitSet | undefined {
    return this.limits?.[kind];
  }

  limitOf(kind: LimitKind, period: DepositLimitDays): PeriodLimit | undefined {
    return this.limits?.[kind].limits.find((l) => l.period === period);
  }

  get currency(): string {
    return this.limits?.currency ?? '';
  }

  draft(kind: LimitKind, period: DepositLimitDays): string {
    return this.drafts[key(kind, period)] ?? '';
  }

  notice(kind: LimitKind, period: DepositLimitDays): LimitNotice | undefined {
    return this.notices[key(kind, period)];
  }

  isBusy(kind: LimitKind, period: DepositLimitDays): boolean {
    return this.busy[key(kind, period)] === true;
  }

  setDraft(kind: LimitKind, period: DepositLimitDays, value: string): void {
    this.drafts[key(kind, period)] = value;
    delete this.notices[key(kind, period)];
  }

  /** The draft as an amount in major units; undefined when it is not a positive amount of the account currency. */
  private draftAmount(kind: LimitKind, period: DepositLimitDays): number | undefined {
    const parsed = parseAmount(this.draft(kind, period).trim(), this.currency || 'EUR');
    return parsed.ok && parsed.value.minor > 0 ? toDecimalNumber(parsed.value) : undefined;
  }

  /** Whether saving the draft applies at once or waits out the cooling-off (undefined: nothing valid to save). */
  draftEffect(kind: LimitKind, period: DepositLimitDays): LimitChangeEffect | undefined {
    const amount = this.draftAmount(kind, period);
    return amount === undefined ? undefined : limitChangeEffect(this.limitOf(kind, period)?.limit, amount);
  }

  async save(kind: LimitKind, period: DepositLimitDays): Promise<LimitNotice | 'none'> {
    const amount = this.draftAmount(kind, period);
    if (amount === undefined) return (this.notices[key(kind, period)] = 'invalidAmount');
    return this.change(kind, period, limitChangeEffect(this.limitOf(kind, period)?.limit, amount), () => this.port.setLimit(kind, period, amount));
  }

  async remove(kind: LimitKind, period: DepositLimitDays): Promise<LimitNotice | 'none'> {
    return this.change(kind, period, limitChangeEffect(this.limitOf(kind, period)?.limit, null), () => this.port.setLimit(kind, period, null));
  }

  async cancelPending(kind: LimitKind, period: DepositLimitDays): Promise<LimitNotice | 'none'> {
    const slot = key(kind, period);
    const attempt = this.cancelAttempts.get(slot) ?? new AttemptKey(this.keys);
    this.cancelAttempts.set(slot, attempt);
    return this.change(kind, period, 'cancelled', async () => {
      const result = await this.port.cancelLimitChange(kind, period, attempt.for({ kind, period }));
      if (result.ok || !isUnsettled(result.error)) attempt.settle();
      return result;
    });
  }

  private async change(kind: LimitKind, period: DepositLimitDays, expected: LimitChangeEffect | 'cancelled', call: () => Promise<ApiResult<PlayerLimits>>): Promise<LimitNotice | 'none'> {
    const slot = key(kind, period);
    if (this.busy[slot]) return 'none';
    this.busy[slot] = true;
    delete this.notices[slot];
    const result = await call();
    return runInAction(() => {
      this.busy[slot] = false;
      if (!result.ok) return (this.notices[slot] = noticeOfFailure(result.error));
      this.limits = result.value;
      this.drafts[slot] = '';
      const notice: LimitNotice = expected === 'immediate' ? 'applied' : expected;
      return (this.notices[slot] = notice);
    });
  }
}

function noticeOfFailure(error: ApiFailure): LimitNotice {
  if (error.fieldErrors.amount) return 'invalidAmount';
  return error.status === 0 || error.status >= 500 ? 'unavailable' : 'failed';
}
