import { datesIn } from '@casino/domain/format';
import type { SignInRefusal } from '@casino/domain/responsible-gaming';
import { WindowMessagingPort } from '@casino/domain/ports';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { inject, injectable } from 'inversify';
import { BackUrlService } from '../../../shared/services/back-url.service.ts';
import { Toasts } from '../../../shared/services/overlays.ts';
import { LinguiI18n } from '../../../shared/stores/locale.store.ts';
import { PromotionStore } from '../../../shared/stores/promotion.store.ts';
import { refusalFields, refusalFrom, SOCIAL_DONE_MESSAGE, withoutReturnMarker } from './social-return.ts';
import { SocialWindow } from './social-window.ts';

/**
 * The end of a social sign-in, run once at app start (see `SocialSignInService` for the whole protocol): an
 * address with the `social_auth=done` marker drops the marker; inside the popup it tells the same-origin
 * opener and closes; after the whole-page fallback the page already is the back address, so the stored one
 * is forgotten.
 */
@injectable()
export class SocialReturnService {
  constructor(
    @inject(SocialWindow) private readonly win: SocialWindow,
    @inject(WindowMessagingPort) private readonly messaging: WindowMessagingPort,
    @inject(BackUrlService) private readonly backUrl: BackUrlService,
    @inject(Toasts) private readonly toasts: Toasts,
    @inject(LinguiI18n) private readonly i18n: I18n,
    @inject(PromotionStore) private readonly promotion: PromotionStore,
  ) {}

  /** True when this page was the return of a social sign-in (and has handled it). */
  handleReturn(): boolean {
    const clean = withoutReturnMarker(this.win.address(), this.win.origin);
    if (clean === undefined) return false;
    // a refused sign-in's reason goes to the opener, which says it beside the buttons (SocialButtons)
    const refusal = refusalFields(this.win.address(), this.win.origin);
    this.win.replaceAddress(clean);
    const opener = this.win.sameOriginOpener();
    if (!opener) {
      this.backUrl.take('social', this.win.origin);
      // the whole-page way (a blocked popup) has no dialog to say it in: a notice that stays until dismissed
      const refused = refusalFrom(refusal);
      if (refused) this.sayRefused(refused);
      return true;
    }
    this.messaging.post(opener, refusal ? { type: SOCIAL_DONE_MESSAGE, payload: refusal } : { type: SOCIAL_DONE_MESSAGE }, this.win.origin);
    this.win.close();
    return true;
  }

  /** Why the account stayed closed and until when, in the words the sign-in dialog uses. */
  private sayRefused(refusal: SignInRefusal): void {
    this.promotion.signInRefused(refusal);
    const until = refusal.until === null ? null : datesIn(this.i18n.locale).dateTime(refusal.until);
    const description =
      until === null
        ? this.i18n._(msg`You have excluded yourself from play permanently. This cannot be reversed, not even by our support team.`)
        : refusal.kind === 'timeout'
          ? this.i18n._(msg`You are taking a time-out until ${until}. You can sign in again after that.`)
          : refusal.kind === 'sessionLimit'
            ? this.i18n._(msg`You reached your session time limit. You can sign in again after ${until}.`)
            : this.i18n._(msg`You have excluded yourself from play until ${until}. You can sign in again after that.`);
    this.toasts.show({ kind: 'error', title: this.i18n._(msg`We could not sign you in`), description, duration: 0 });
  }
}
