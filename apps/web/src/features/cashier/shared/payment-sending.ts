import type { ApiResult, ClockPort, SiteGeneralInfo } from '@casino/domain/ports';
import { makeAutoObservable, runInAction } from 'mobx';
import { AttemptKey, isUnsettled, type IdempotencyKeySource } from '../../../shared/services/attempt-key.ts';
import { Freshness, cashierIdleMs } from './staleness.ts';

/**
 * The sending side the deposit and withdrawal forms share: one request on its way at a time, under its attempt's
 * idempotency key (a retry after an answer that leaves the outcome open reuses it; any other answer settles it), and
 * the form's data read again before sending when it has sat unread longer than the cashier allows.
 */
export class PaymentSending {
  /** A request, or the re-read before it, is on its way. */
  submitting = false;
  private readonly attempt: AttemptKey;
  private readonly freshness: Freshness;

  constructor(keys: IdempotencyKeySource, clock: ClockPort) {
    this.attempt = new AttemptKey(keys);
    this.freshness = new Freshness(clock);
    makeAutoObservable<this, 'attempt' | 'freshness'>(this, { attempt: false, freshness: false }, { autoBind: true });
  }

  /** The form's data (methods, bounds, limits) has just been read. */
  markRead(): void {
    this.freshness.mark();
  }

  /**
   * Whether the data has sat unread longer than `user_inactivity_cashier_time` allows. A check apart from `reread`,
   * so that a submit with fresh data goes on to send in the same tick (a second submit then finds it submitting).
   */
  stale(general: SiteGeneralInfo | null): boolean {
    return this.freshness.isStale(cashierIdleMs(general));
  }

  /** Reads the form's data again through `load` before a submit goes on, submitting meanwhile. */
  async reread(load: () => Promise<void>): Promise<void> {
    this.submitting = true;
    await load();
    runInAction(() => (this.submitting = false));
  }

  /**
   * Sends `request` with its attempt's key through `call`, then hands the answer to `answer` in the same action that
   * ends the submitting, so no one sees the form idle before the view-model has taken the answer in.
   */
  async send<R extends object, T, O>(
    request: R,
    call: (keyed: R & { readonly idempotencyKey: string }) => Promise<ApiResult<T>>,
    answer: (result: ApiResult<T>) => O,
  ): Promise<O> {
    const idempotencyKey = this.attempt.for(request);
    this.submitting = true;
    const result = await call({ ...request, idempotencyKey });
    return runInAction(() => {
      this.submitting = false;
      if (result.ok || !isUnsettled(result.error)) this.attempt.settle();
      return answer(result);
    });
  }
}
