export type { PendingLimitChange, PeriodLimit, LimitKind, LimitSet, PlayerLimits, LimitChangeEffect } from './limits';
export {
  LIMIT_KINDS, LIMIT_PERIODS, COOLING_OFF_MS, lowestAvailable, bindingLimit, limitChangeEffect, limitChangeEffectiveAt, limitPeriodWindow,
} from './limits';
export type { ExclusionKind, TimeOutPeriod, SelfExclusionPeriodId, ExclusionPeriodId, ActiveExclusion, SignInRefusal } from './exclusion';
export { TIME_OUT_PERIODS, exclusionPeriodIds, exclusionEnd, exclusionFromError } from './exclusion';
export type { RealityCheckInterval, CurrentPlaySession } from './play-session';
export { REALITY_CHECK_INTERVALS, SESSION_LIMIT_CHOICES, nextRealityCheck, minutesPlayed, sessionLimitReached } from './play-session';
