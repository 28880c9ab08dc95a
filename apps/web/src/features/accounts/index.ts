/**
 * The accounts feature: sign-in, two-factor, restore, registration, social sign-in, the messaging app and the
 * embedded form pages. What its `feature.ts` declares is all the app binds; the rest loads with the dialog and the form pages.
 */
// the start-up jobs, for the app's start-up order
export { PromoCodeStartup } from './startup/promo-code.startup.ts';
export { SocialCompletionStartup } from './startup/social-completion.startup.ts';
export { SocialReturnStartup } from './startup/social-return.startup.ts';
export { TelegramStartup } from './startup/telegram.startup.ts';
