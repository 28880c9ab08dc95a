import type { DepositLimitDays } from '@casino/domain/cashier';
import type {
  ActiveExclusion, LimitKind, LimitSet, PeriodLimit, PlayerLimits, CurrentPlaySession, RealityCheckInterval,
} from '@casino/domain/responsible-gaming';
import { ok } from '@casino/domain/shared';
import type { ApiResult, ResponsibleGamingPort, SelfExcludeRequest } from '@casino/domain/ports';
import { RecordingFake } from './recording-fake.ts';

/** A play session started at epoch 0 with no reality check and no limit, unless given. */
export const playSession = (overrides: Partial<CurrentPlaySession> = {}): CurrentPlaySession => ({
  startedAt: 0, realityCheckMinutes: 0, sessionLimitMinutes: null, endsAt: null, resumeAt: null, netResult: 0, currency: 'EUR', ...overrides,
});

/** One limit with what is used and left (defaults: a daily 50 with nothing used, resetting at epoch + 1 day). */
export const playerLimit = (overrides: Partial<PeriodLimit> = {}): PeriodLimit => ({
  period: 1, limit: 50, used: 0, available: 50, resetsAt: 86_400_000, pending: null, ...overrides,
});

const limitSet = (limits: readonly PeriodLimit[]): LimitSet => ({ limits, available: limits.length ? Math.min(...limits.map((l) => l.available)) : null });

/** Every kind's limits (deposit limits first; loss and wager limits when given). */
export const playerLimits = (deposit: readonly PeriodLimit[] = [], more: { loss?: readonly PeriodLimit[]; wager?: readonly PeriodLimit[]; currency?: string } = {}): PlayerLimits => ({
  currency: more.currency ?? 'EUR', deposit: limitSet(deposit), loss: limitSet(more.loss ?? []), wager: limitSet(more.wager ?? []),
});

type Method = keyof ResponsibleGamingPort;

/**
 * A ResponsibleGamingPort whose answers tests set (`limits`, `results.setLimit`, `exclusion`, `session`); every call is
 * recorded with its arguments, and `gate` holds answers back to observe pending states and double submits.
 */
export class FakeResponsibleGamingPort extends RecordingFake<Method, readonly unknown[]> implements ResponsibleGamingPort {
  limits: ApiResult<PlayerLimits> = ok(playerLimits());
  readonly results: Partial<Record<'setLimit' | 'cancelLimitChange', ApiResult<PlayerLimits>>> = {};
  exclusion: ApiResult<ActiveExclusion> = ok({ kind: 'timeout', period: '24h', until: 86_400_000 });
  session: ApiResult<CurrentPlaySession> = ok(playSession());
  /** The answer of `setPlaySettings`; by default the session with the settings sent. */
  settingsResult: ApiResult<CurrentPlaySession> | null = null;

  getLimits() {
    return this.answer('getLimits', [], () => this.limits);
  }
  setLimit(kind: LimitKind, period: DepositLimitDays, amount: number | null) {
    return this.answer('setLimit', [kind, period, amount], () => this.results.setLimit ?? this.limits);
  }
  cancelLimitChange(kind: LimitKind, period: DepositLimitDays, idempotencyKey: string) {
    return this.answer('cancelLimitChange', [kind, period, idempotencyKey], () => this.results.cancelLimitChange ?? this.limits);
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
