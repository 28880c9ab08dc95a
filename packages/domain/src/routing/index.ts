export type { QueryLike } from './query';
export { lastQueryValue, buildQueryString } from './query';
export type { LocalePath } from './locale-prefix';
export { splitLocalePrefix, withLocalePrefix, stripRouteLocaleSuffix, sameRouteName } from './locale-prefix';
export type { GuardInput } from './guards';
export { isProtectedPath, guestRedirect, fixedRedirect, PROTECTED_SECTIONS, LOGOUT_TARGET } from './guards';
export type { ContentRedirectRule, RedirectTarget } from './redirect-rules';
export { applyRedirectRules } from './redirect-rules';
export type { NavigationError, NavigationTarget } from './navigation';
export { checkNavigation, browserStripped, readAsBrowser, isSameOrigin, safeRedirectPath, sameOriginPath, SAFE_PROTOCOLS } from './navigation';
export type { GameMode, GameRef } from './game-path';
export { gamePath, gamePagePath, isGamePagePath } from './game-path';
export type { AuthPopupMode, QueryPopup } from './popups';
export {
  popupFromQuery, withoutPopupQuery, isEmbeddedFormRoute, popupPreviewSysname, opensRegistrationForRealPlay,
  authPopupShowsBreadcrumb, parseGamehallQuery, gamehallCategoryRedirect, POPUP_QUERY_KEYS,
} from './popups';
