export type { PendingLimitChange, PlayerLimit, DepositLimits, LimitChangeEffect } from './limits';
export {
  COOLING_OFF_MS, lowestAvailable, bindingLimit, limitChangeEffect, limitChangeEffectiveAt, limitPeriodWindow,
} from './limits';
export type { ExclusionKind, TimeOutPeriod, SelfExclusionPeriodId, ExclusionPeriodId, Exclusion } from './exclusion';
export { TIME_OUT_PERIODS, exclusionPeriodIds, exclusionEnd, exclusionFromError } from './exclusion';
