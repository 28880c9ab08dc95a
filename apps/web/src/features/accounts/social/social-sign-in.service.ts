import { socialPopupFeatures, socialSignInUrl } from '@casino/domain/auth';
import type { SignInRefusal } from '@casino/domain/responsible-gaming';
import { buildQueryString, withoutPopupQuery, type QueryLike } from '@casino/domain/routing';
import { ClockPort, WindowMessagingPort } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { BackUrlService } from '../../../shared/services/back-url.service.ts';
import { AppNavigator } from '../../../shared/services/navigator.ts';
import { PromotionStore } from '../../../shared/stores/promotion.store.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { isSocialDoneMessage, refusalFrom, withReturnMarker } from './social-return.ts';
import { SocialWindow, type PopupHandle } from './social-window.ts';

/** How often the opener checks whether the user closed the popup without finishing. */
export const POPUP_CLOSED_POLL_MS = 500;
/**
 * How long the popup's message may still be on its way once the popup is seen closed. A popup that came back posts
 * its message and closes at once, and the browser can report it closed before the message is handled here (a busy
 * page runs the poll first): without this wait, a refused sign-in would pass for a change of mind and say nothing.
 */
export const POPUP_MESSAGE_GRACE_MS = 1_000;

export interface SocialSignInRequest {
  readonly service: string;
  readonly typeAuth: 'login' | 'registration';
  readonly onSignedIn?: () => void;
  /**
   * The provider sent the player back, yet the session is still a guest's: the site refused the account (a time-out
   * or self-exclusion, in the sandbox). The spec says nothing of this case; a player who finished the provider's steps
   * expects to be told it did not work, and, as the password sign-in says, why and until when: the break the backend
   * put on the return address, when it did (undefined otherwise). Closing the popup without finishing stays silent: that is a change of mind.
   */
  readonly onRefused?: (refusal: SignInRefusal | undefined) => void;
}

/**
 * Social sign-in: a 640×480 popup centred on the window at
 * `/oauth/init?service&redirect_url&type_auth`; afterwards the user is back at the back address.
 *
 * How the popup reports back (our decision): `redirect_url` is the back address on our own origin with the
 * marker `social_auth=done`. The provider's callback signs the browser session in and redirects the popup
 * there (the sandbox's POST /oauth/callback only redirects same-origin). Our app boots in the popup, sees the
 * marker (`SocialReturnService`), posts `{ type: 'social_auth_done' }` to its same-origin opener through
 * WindowMessagingPort with the explicit target origin `location.origin`, and closes itself. The opener listens
 * only to its own origin and to the popup's window, reloads the session (`SessionStore.load()`), calls `onSignedIn` and goes to the back
 * address. If the opener loses its handle on the popup (the user closes it, or the provider cuts the opener
 * link), closing the popup also ends the wait with a session reload, so a finished sign-in is never missed.
 * When the browser blocks `window.open`, the whole page goes to /oauth/init with `redirect_url` = the back
 * address (plus the marker, which the app drops on arrival).
 */
@injectable()
export class SocialSignInService {
  private popup: PopupHandle | null = null;
  private stopWaiting: (() => void) | null = null;

  constructor(
    @inject(SocialWindow) private readonly win: SocialWindow,
    @inject(WindowMessagingPort) private readonly messaging: WindowMessagingPort,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(BackUrlService) private readonly backUrl: BackUrlService,
    @inject(AppNavigator) private readonly navigator: AppNavigator,
    @inject(PromotionStore) private readonly promotion: PromotionStore,
  ) {}

  /** Opens the provider's popup (or focuses the one already open). */
  start(request: SocialSignInRequest): void {
    if (this.popup && !this.popup.closed) {
      this.popup.focus();
      // `dispose()` (hot reload) stopped the wait while the popup stayed open: its answer must still be heard
      if (!this.stopWaiting) this.wait(request);
      return;
    }
    const back = this.backAddress();
    this.backUrl.remember('social', back, this.win.origin);
    const redirectUrl = `${this.win.origin}${withReturnMarker(back, this.win.origin)}`;
    const url = socialSignInUrl({ service: request.service, redirectUrl, typeAuth: request.typeAuth });
    const popup = this.win.open(url, 'social-sign-in', socialPopupFeatures(this.win.screenBox()));
    if (!popup) {
      this.win.assign(url); // popup blocked: the whole page goes, and comes back to the back address
      return;
    }
    this.popup = popup;
    this.wait(request);
  }

  /** Stops listening (the app never needs it; tests and hot reload do). */
  dispose(): void {
    this.stopWaiting?.();
  }

  /** The `backUrl` query when present, else the current address without the popup-opening query keys. */
  private backAddress(): string {
    const current = new URL(this.win.address(), this.win.origin);
    const fromQuery = this.backUrl.fromQuery(current.search, this.win.origin);
    if (fromQuery) return fromQuery;
    const query: Record<string, string[]> = {};
    current.searchParams.forEach((value, key) => (query[key] ??= []).push(value));
    const search = buildQueryString(withoutPopupQuery(query as QueryLike));
    return `${current.pathname}${search ? `?${search}` : ''}${current.hash}`;
  }

  private wait(request: SocialSignInRequest): void {
    this.stopWaiting?.();
    // our origin alone is not enough: any window of it (another tab, a framed form page) could claim the sign-in
    // finished; only the popup we opened speaks for the provider's answer
    const popup = this.popup;
    const unlisten = this.messaging.listen({ allowedOrigins: [this.win.origin], accept: isSocialDoneMessage, source: () => popup }, (message) => void this.finish(request, true, refusalFrom(message.payload)));
    let grace: unknown;
    const poll = this.clock.setInterval(() => {
      if (!this.popup?.closed || grace !== undefined) return;
      this.clock.clearInterval(poll);
      grace = this.clock.setTimeout(() => void this.finish(request, false), POPUP_MESSAGE_GRACE_MS);
    }, POPUP_CLOSED_POLL_MS);
    this.stopWaiting = () => {
      unlisten();
      this.clock.clearInterval(poll);
      if (grace !== undefined) this.clock.clearTimeout(grace);
      this.stopWaiting = null;
    };
  }

  /** `returned`: the popup came back from the provider (its message), not merely closed. */
  private async finish(request: SocialSignInRequest, returned: boolean, refusal?: SignInRefusal): Promise<void> {
    if (!this.stopWaiting) return; // already finished (message and close both arrive)
    this.stopWaiting();
    this.popup = null;
    await this.session.load();
    const back = this.backUrl.take('social', this.win.origin);
    if (!this.session.authenticated) {
      // a break taken elsewhere: this browser shows no promotion until it ends, as after a refused password sign-in
      if (refusal) this.promotion.signInRefused(refusal);
      if (returned) request.onRefused?.(refusal);
      return;
    }
    request.onSignedIn?.();
    if (back && back !== this.win.address()) this.navigator.navigate(back);
  }
}
