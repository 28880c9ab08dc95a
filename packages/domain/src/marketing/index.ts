export type { PromotionPause, PromotionPauseReason } from './promotion-pause';
export {
  RETURN_COOLING_OFF_MS, UNKNOWN_BREAK_PAUSE_MS, LIMIT_REACHED_PAUSE_MS, SESSION_LIMIT_PAUSE_MS, pauseForBreak, pauseForRefusal,
  pauseForSessionLimit, pauseForLimit, isPauseActive, longerPause, mayPromote, parsePromotionPause,
} from './promotion-pause';
export type { CampaignActions } from './deposit-campaigns';
export { isDepositCampaign, mayShowCampaign, depositedThisSession } from './deposit-campaigns';
