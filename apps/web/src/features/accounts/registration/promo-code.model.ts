import { PROMO_CHECK_DEBOUNCE_MS } from '@casino/domain/registration';
import { isPromoCodeCheckable } from '@casino/domain/validation';
import type { ClockPort, LoggerPort, RegistrationDataPort } from '@casino/domain/ports';
import { makeAutoObservable, runInAction } from 'mobx';
import { Loads } from '../../../shared/view-model/loads.ts';

export type PromoCheckStatus = 'idle' | 'checking' | 'valid' | 'invalid';

/**
 * The promo-code toggle and input: a change is checked after a 300 ms pause;
 * a newer change cancels the pending check and drops a stale answer. A failing check counts as not found.
 */
export class PromoCodeModel {
  open: boolean;
  value = '';
  status: PromoCheckStatus = 'idle';
  /** The server's reason (e.g. EXPIRED) after a failed registration; cleared by the next change. */
  serverCode: string | undefined = undefined;
  private timer: unknown = undefined;
  private readonly loads = new Loads();

  constructor(
    private readonly port: RegistrationDataPort,
    private readonly clock: ClockPort,
    private readonly logger: LoggerPort,
    openByDefault: boolean,
  ) {
    this.open = openByDefault;
    makeAutoObservable<this, 'port' | 'clock' | 'logger' | 'timer' | 'loads'>(
      this,
      { port: false, clock: false, logger: false, timer: false, loads: false },
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

  /**
   * Stops the pending check and the one on its way, and keeps the code and a finished check's verdict: React takes
   * the form down and puts it back on this same model (StrictMode's second mount, `<Activity>`), and `resume()`
   * then checks again what was left unchecked.
   */
  dispose(): void {
    this.stop();
  }

  /** Runs again the check that `dispose()` stopped before it answered. */
  resume(): void {
    if (this.status === 'checking') this.schedule();
  }

  private schedule(): void {
    this.cancel();
    if (!this.open || !isPromoCodeCheckable(this.value)) return;
    const code = this.value.trim();
    this.status = 'checking';
    this.timer = this.clock.setTimeout(() => void this.check(code), PROMO_CHECK_DEBOUNCE_MS);
  }

  private cancel(): void {
    this.stop();
    this.status = 'idle';
  }

  private stop(): void {
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
    this.loads.cancel('check');
  }

  private async check(code: string): Promise<void> {
    this.timer = undefined;
    const signal = this.loads.begin('check');
    const result = await this.port.checkPromoCode(code, signal);
    runInAction(() => {
      // a newer change (or the form going down) cancelled this check: its answer is stale
      if (signal.aborted) return;
      if (!result.ok) this.logger.warn('promo code check failed', result.error);
      this.status = result.ok && result.value ? 'valid' : 'invalid';
    });
  }
}
