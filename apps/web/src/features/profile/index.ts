/**
 * The profile feature: personal data, contacts, nickname, language and currency (`/profile/settings`), password and
 * two-factor sign-in (`/profile/security`), subscriptions (`/profile/notification`) and the e-mail link pages
 * (`/unsubscribe`, `/confirmation`). Its screens are lazy chunks the router loads. Other features may open the
 * "confirm your e-mail" and "fill in your personal data" prompts (`ProfilePrompts`), e.g. on the backend's
 * UserNeedConfirmContact / UserNeedProfileData / KycUserProfile refusals.
 */
export { ProfilePrompts, promptForFailure, type ProfilePrompt } from './profile-prompts.service.ts';
export { PROFILE_NAV, visibleProfileNav, type ProfileNavEntry } from './profile-nav.ts';
export { ProfileNav } from './ProfileNav.tsx';
/** The profile's messages, for a screen outside the feature that renders `ProfileNav` (its labels live there). */
export { profileCatalog } from './profile-catalog.ts';
