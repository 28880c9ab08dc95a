export type { FeedbackDraft, FeedbackField, FeedbackProblem, FeedbackErrors, FeedbackRequest } from './feedback';
export { FEEDBACK_LIMITS, EMPTY_FEEDBACK, validateFeedback, feedbackRequest } from './feedback';
export type { SupportContact, SupportFaqItem, SupportPageContent } from './page';
export { readSupportPage } from './page';
export type { ClientServicesConfig, CustomCodePosition, CustomCodeEntry } from './client-config';
export { readPublicClientConfig, enabledCustomCode, isFraudAgentEnabled } from './client-config';
export { TELEGRAM_WEB_APP_SRC, hasMessagingAppLaunchParams, isTelegramFullScreen } from './messaging-app';
