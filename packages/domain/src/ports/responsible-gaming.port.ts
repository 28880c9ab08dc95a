import type { DepositLimitDays } from '../cashier/limits';
import type { LimitKind, PlayerLimits } from '../responsible-gaming/limits';
import type { ActiveExclusion, ExclusionKind, ExclusionPeriodId } from '../responsible-gaming/exclusion';
import type { CurrentPlaySession, RealityCheckInterval } from '../responsible-gaming/play-session';
import type { ApiResult } from './account.port';

export interface SelfExcludeRequest {
  readonly kind: ExclusionKind;
  readonly period: ExclusionPeriodId;
  /** The player's password: excluding is confirmed with it, never with identity documents. */
  readonly password: string;
}

/**
 * The player's responsible-gaming calls. The server keeps and enforces every limit and exclusion; the app only
 * shows their state. A failed `selfExclude` with a `password` field error means the password was wrong.
 */
export interface ResponsibleGamingPort {
  getLimits(signal?: AbortSignal): Promise<ApiResult<PlayerLimits>>;
  /** Sets, lowers or raises (`amount`) or removes (`null`) one period's limit of a kind; answers the state after it. */
  setLimit(kind: LimitKind, period: DepositLimitDays, amount: number | null, signal?: AbortSignal): Promise<ApiResult<PlayerLimits>>;
  /**
   * Cancels the pending raise or removal of one period's limit. `idempotencyKey`: one per cancel the player means,
   * the same on a retry after a timeout, so a cancel the server made already is answered, not refused.
   */
  cancelLimitChange(kind: LimitKind, period: DepositLimitDays, idempotencyKey: string, signal?: AbortSignal): Promise<ApiResult<PlayerLimits>>;
  /** Effective at once: the server ends every session of the player. */
  selfExclude(request: SelfExcludeRequest, signal?: AbortSignal): Promise<ApiResult<ActiveExclusion>>;
  /** The current play session; the server ends a session past its time limit when asked. */
  getPlaySession(signal?: AbortSignal): Promise<ApiResult<CurrentPlaySession>>;
  /** Sets the reality-check interval and the session time limit (`null`: none); both apply at once. */
  setPlaySettings(realityCheckMinutes: RealityCheckInterval, sessionLimitMinutes: number | null, signal?: AbortSignal): Promise<ApiResult<CurrentPlaySession>>;
}
export const ResponsibleGamingPort = Symbol.for('ResponsibleGamingPort');
