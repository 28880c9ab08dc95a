import {
  ok, type ApiResult, type DepositLimitPeriod, type DepositLimits, type Exclusion, type PlayerLimit, type PlaySession, type RealityCheckInterval,
  type ResponsibleGamingPort, type SelfExcludeRequest,
} from '@casino/domain';

/** A play session started at epoch 0 with no reality check and no limit, unless given. */
export const playSession = (overrides: Partial<PlaySession> = {}): PlaySession => ({
  startedAt: 0, realityCheckMinutes: 0, sessionLimitMinutes: null, endsAt: null, resumeAt: null, netResult: 0, currency: 'EUR', ...overrides,
});

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
  session: ApiResult<PlaySession> = ok(playSession());
  /** The answer of `setPlaySettings`; by default the session with the settings sent. */
  settingsResult: ApiResult<PlaySession> | null = null;
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
  getPlaySession() {
    return this.answer('getPlaySession', [], () => this.session);
  }
  setPlaySettings(realityCheckMinutes: RealityCheckInterval, sessionLimitMinutes: number | null) {
    return this.answer('setPlaySettings', [realityCheckMinutes, sessionLimitMinutes], () => {
      if (this.settingsResult) return this.settingsResult;
      const base = this.session.ok ? this.session.value : playSession();
      const endsAt = sessionLimitMinutes === null ? null : base.startedAt + sessionLimitMinutes * 60_000;
      return ok({ ...base, realityCheckMinutes, sessionLimitMinutes, endsAt, resumeAt: endsAt === null ? null : endsAt + 3_600_000 });
    });
  }
}
