import {
  ok, type ApiResult, type DepositLimitPeriod, type DepositLimits, type Exclusion, type PlayerLimit, type ResponsibleGamingPort, type SelfExcludeRequest,
} from '@casino/domain';

/** One limit with what is used and left (defaults: a daily 50 with nothing used, resetting at epoch + 1 day). */
export const playerLimit = (overrides: Partial<PlayerLimit> = {}): PlayerLimit => ({
  period: 1, limit: 50, used: 0, available: 50, resetsAt: 86_400_000, pending: null, ...overrides,
});

export const depositLimits = (limits: readonly PlayerLimit[] = [], currency = 'EUR'): DepositLimits => ({
  currency, limits, available: limits.length ? Math.min(...limits.map((l) => l.available)) : null,
});

type Method = keyof ResponsibleGamingPort;

/**
 * A ResponsibleGamingPort whose answers tests set (`limits`, `results.setDepositLimit`, `exclusion`); every call is
 * recorded with its arguments, and `gate` holds answers back to observe pending states and double submits.
 */
export class FakeResponsibleGamingPort implements ResponsibleGamingPort {
  limits: ApiResult<DepositLimits> = ok(depositLimits());
  readonly results: Partial<Record<'setDepositLimit' | 'cancelLimitChange', ApiResult<DepositLimits>>> = {};
  exclusion: ApiResult<Exclusion> = ok({ kind: 'timeout', period: '24h', until: 86_400_000 });
  gate: Promise<void> | null = null;
  readonly calls: { readonly method: Method; readonly args: readonly unknown[] }[] = [];

  private async answer<T>(method: Method, args: readonly unknown[], result: () => T): Promise<T> {
    this.calls.push({ method, args });
    if (this.gate) await this.gate;
    return result();
  }
  callsOf(method: Method): (readonly unknown[])[] {
    return this.calls.filter((c) => c.method === method).map((c) => c.args);
  }

  getDepositLimits() {
    return this.answer('getDepositLimits', [], () => this.limits);
  }
  setDepositLimit(period: DepositLimitPeriod, amount: number | null) {
    return this.answer('setDepositLimit', [period, amount], () => this.results.setDepositLimit ?? this.limits);
  }
  cancelLimitChange(period: DepositLimitPeriod) {
    return this.answer('cancelLimitChange', [period], () => this.results.cancelLimitChange ?? this.limits);
  }
  selfExclude(request: SelfExcludeRequest) {
    return this.answer('selfExclude', [request], () => this.exclusion);
  }
}
