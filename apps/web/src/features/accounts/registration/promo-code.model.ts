import { isPromoCodeCheckable, PROMO_CHECK_DEBOUNCE_MS } from '@casino/domain';
import type { ClockPort, LoggerPort, RegistrationDataPort } from '@casino/domain/ports';
import { makeAutoObservable, runInAction } from 'mobx';

export type PromoCheckStatus = 'idle' | 'checking' | 'valid' | 'invalid';

/**
 * The promo-code toggle and input (spec part 1 §2.5, §4.3 step 4): a change is checked after a 300 ms pause;
 * a newer change cancels the pending check and drops a stale answer. A failing check counts as not found.
 */
export class PromoCodeModel {
  open: boolean;
  value = '';
  status: PromoCheckStatus = 'idle';
  /** The server's reason (e.g. EXPIRED) after a failed registration; cleared by the next change. */
  serverCode: string | undefined = undefined;
  private timer: unknown = undefined;
  private seq = 0;
  private request: AbortController | undefined = undefined;

  constructor(
    private readonly port: RegistrationDataPort,
    private readonly clock: ClockPort,
    private readonly logger: LoggerPort,
    openByDefault: boolean,
  ) {
    this.open = openByDefault;
    makeAutoObservable<this, 'port' | 'clock' | 'logger' | 'timer' | 'seq' | 'request'>(
      this,
      { port: false, clock: false, logger: false, timer: false, seq: false, request: false },
      { autoBind: true },
    );
  }

  /** A promo code from the address or storage: the toggle opens and the code is checked. */
  prefill(code: string): void {
    this.open = true;
    this.setValue(code);
  }

  setOpen(open: boolean): void {
    this.open = open;
    this.serverCode = undefined;
    if (open) this.schedule();
    else this.cancel();
  }

  setValue(value: string): void {
    this.value = value;
    this.serverCode = undefined;
    this.schedule();
  }

  setServerCode(code: string): void {
    this.cancel();
    this.serverCode = code;
    this.status = 'invalid';
  }

  /** The code to send (none while the toggle is off). */
  get code(): string {
    return this.open ? this.value.trim() : '';
  }

  /** Why the code cannot be used: the server's reason, INVALID after a negative check, else nothing. */
  get errorCode(): string | undefined {
    if (!this.open) return undefined;
    return this.serverCode ?? (this.status === 'invalid' ? 'INVALID' : undefined);
  }

  dispose(): void {
    this.cancel();
  }

  private schedule(): void {
    this.cancel();
    if (!this.open || !isPromoCodeCheckable(this.value)) return;
    const code = this.value.trim();
    const seq = this.seq;
    this.status = 'checking';
    this.timer = this.clock.setTimeout(() => void this.check(code, seq), PROMO_CHECK_DEBOUNCE_MS);
  }

  private cancel(): void {
    this.seq += 1;
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
    this.request?.abort();
    this.request = undefined;
    this.status = 'idle';
  }

  private async check(code: string, seq: number): Promise<void> {
    this.timer = undefined;
    const request = new AbortController();
    this.request = request;
    const result = await this.port.checkPromoCode(code, request.signal);
    if (seq !== this.seq) return;
    if (!result.ok) this.logger.warn('promo code check failed', result.error);
    runInAction(() => {
      this.request = undefined;
      this.status = result.ok && result.value ? 'valid' : 'invalid';
    });
  }
}
