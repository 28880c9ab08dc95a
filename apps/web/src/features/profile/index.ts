/**
 * The profile feature: personal data, contacts, nickname, language and currency (`/profile/settings`), password and
 * two-factor sign-in (`/profile/security`), subscriptions (`/profile/notification`) and the e-mail link pages
 * (`/unsubscribe`, `/confirmation`). Its screens are lazy chunks the router loads; nothing of it runs at start-up.
 */
export { PROFILE_NAV, visibleProfileNav, type ProfileNavEntry } from './profile-nav.ts';
