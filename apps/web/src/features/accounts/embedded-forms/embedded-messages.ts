import type { WindowMessage } from '@casino/domain/shared';

/**
 * Messages between an embedded form page (`/forms/sign_in`, `/forms/sign_up`) and the page that frames it.
 * Every message goes through WindowMessagingPort with our own origin as the explicit
 * target, so only a same-origin parent ever receives one; messages from other origins are dropped.
 *
 * form → parent
 * - `{ type: 'checkIframe', payload: { url } }` — "a form page of this site is framed at path `url`": sent on
 *   load, and again as the answer when the parent asks.
 * - `{ type: 'refresh_user' }` — a player has just signed in or registered: reload the session.
 * - `{ type: 'redirect', payload: { url } }` — go to this same-origin path: after success (the form's
 *   `backUrl`, else the home page), or to open the other form as a popup (home with `show_popup_reg=1` or
 *   `show_popup_auth=1` and `backUrl`).
 *
 * parent → form
 * - `{ type: 'checkIframe' }` — "are you our form?"; answered with the form → parent `checkIframe` above.
 */
export const CHECK_IFRAME = 'checkIframe';
export const REFRESH_USER = 'refresh_user';
export const REDIRECT = 'redirect';

export const checkIframeMessage = (url: string): WindowMessage => ({ type: CHECK_IFRAME, payload: { url } });
export const refreshUserMessage = (): WindowMessage => ({ type: REFRESH_USER });
export const redirectMessage = (url: string): WindowMessage => ({ type: REDIRECT, payload: { url } });

/** The only message a form page listens to: the parent's `checkIframe` question. */
export const isCheckIframeQuestion = (data: unknown): data is WindowMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === CHECK_IFRAME;
