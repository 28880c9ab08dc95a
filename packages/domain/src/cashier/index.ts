export type { HistoryTab, PaymentHistoryType, PaymentHistoryRequest } from './history';
export {
  HISTORY_TABS, DEFAULT_HISTORY_TAB, HISTORY_PAGE_SIZE, RECENT_TRANSACTIONS_COUNT, isHistoryTab, historyTabFromQuery,
  historyRequest, mergePage, hasMorePages,
} from './history';
export type { DepositFormValues, DepositPreset, DepositOffer } from './deposit';
export {
  defaultDepositValues, depositPresetsFor, uploadValue, parseUploadValue, isDepositOfferEligible, NO_CAMPAIGN_OFFER,
  DEPOSIT_VIEWS, PAYMENT_URL_DISPLAY_DEFAULT,
} from './deposit';
export type { DepositLimitDays, SelfExclusionPeriod, VerificationStep } from './limits';
export {
  DEPOSIT_LIMIT_PERIODS, isDepositLimitPeriod, SELF_EXCLUSION_PERIODS, selfExclusionEnd, VERIFICATION_STEPS,
} from './limits';
export type { RequisiteValidator, PaymentDetailField } from './requisites';
export { validateCpf, validateRequisite, savedCards } from './requisites';
export type { PaymentUrlDisplay, PaymentStep, DepositAnswer } from './payment-step';
export { PAYMENT_URL_DISPLAYS, paymentStep, resultPath, newWindowPath } from './payment-step';
export type { PaymentAmountCheck, ServerAmount } from './amount';
export { readPaymentAmount, checkPaymentAmount, amountExceeds, compareToServerAmount } from './amount';
