import type { Schema } from '@casino/sdk';
import type { DepositLimitDays } from '@casino/domain/cashier';
import type {
  ActiveExclusion, LimitKind, LimitSet, PlayerLimits, CurrentPlaySession, RealityCheckInterval,
} from '@casino/domain/responsible-gaming';
import { ResponsibleGamingPort, type SelfExcludeRequest } from '@casino/domain/ports';
import { ContainerModule, inject, injectable } from 'inversify';
import { ApiClientToken, settle, toResult, type ApiClient } from './api-client.ts';

function toLimitSet(limits: readonly Schema<'PlayerLimit'>[], available: number | null): LimitSet {
  return {
    available,
    limits: limits.map((l) => ({
      period: l.period,
      limit: l.limit_amount,
      used: l.used_amount,
      available: l.available_amount,
      resetsAt: Date.parse(l.expired_at),
      pending: l.pending && { limit: l.pending.limit_amount, effectiveAt: Date.parse(l.pending.effective_at) },
    })),
  };
}

export function toPlayerLimits(dto: Schema<'ResponsibleGamingLimits'>): PlayerLimits {
  return {
    currency: dto.currency,
    deposit: toLimitSet(dto.deposit, dto.available_amount),
    loss: toLimitSet(dto.loss, dto.loss_available_amount),
    wager: toLimitSet(dto.wager, dto.wager_available_amount),
  };
}

export const toExclusion = (dto: Schema<'Exclusion'>): ActiveExclusion => ({ kind: dto.kind, period: dto.period, until: dto.until === null ? null : Date.parse(dto.until) });

export const toPlaySession = (dto: Schema<'PlaySession'>): CurrentPlaySession => ({
  startedAt: Date.parse(dto.started_at),
  realityCheckMinutes: dto.reality_check_minutes,
  sessionLimitMinutes: dto.session_limit_minutes,
  endsAt: dto.ends_at === null ? null : Date.parse(dto.ends_at),
  resumeAt: dto.resume_at === null ? null : Date.parse(dto.resume_at),
  netResult: dto.net_result,
  currency: dto.currency,
});

/** ResponsibleGamingPort over our proposed `/api/account.*` limit and exclusion calls. */
@injectable()
export class ApiResponsibleGaming implements ResponsibleGamingPort {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  async getLimits(signal?: AbortSignal) {
    return toResult(await settle(this.api.GET('/api/account.getLimits', { signal })), toPlayerLimits);
  }

  async setLimit(kind: LimitKind, period: DepositLimitDays, amount: number | null, signal?: AbortSignal) {
    const body = amount === null ? { kind, period } : { kind, period, amount };
    return toResult(await settle(this.api.POST('/api/account.setLimit', { body, signal })), toPlayerLimits);
  }

  async cancelLimitChange(kind: LimitKind, period: DepositLimitDays, idempotencyKey: string, signal?: AbortSignal) {
    return toResult(await settle(this.api.POST('/api/account.cancelLimitChange', { body: { kind, period, idempotency_key: idempotencyKey }, signal })), toPlayerLimits);
  }

  async selfExclude(request: SelfExcludeRequest, signal?: AbortSignal) {
    return toResult(await settle(this.api.POST('/api/account.selfExclude', { body: { ...request }, signal })), toExclusion);
  }

  async getPlaySession(signal?: AbortSignal) {
    return toResult(await settle(this.api.GET('/api/account.getPlaySession', { signal })), toPlaySession);
  }

  async setPlaySettings(realityCheckMinutes: RealityCheckInterval, sessionLimitMinutes: number | null, signal?: AbortSignal) {
    const body = { reality_check_minutes: realityCheckMinutes, ...(sessionLimitMinutes === null ? {} : { session_limit_minutes: sessionLimitMinutes }) };
    return toResult(await settle(this.api.POST('/api/account.setPlaySettings', { body, signal })), toPlaySession);
  }
}

/** Responsible gaming (`ResponsibleGamingPort`): the app binds it with the responsible-gaming chunks. */
export function responsibleGamingAdaptersModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(ResponsibleGamingPort).to(ApiResponsibleGaming).inSingletonScope();
  });
}
