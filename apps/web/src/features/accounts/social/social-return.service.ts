import { WindowMessagingPort } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { BackUrlService } from '../../../shared/services/back-url.service.ts';
import { refusalFields, SOCIAL_DONE_MESSAGE, withoutReturnMarker } from './social-return.ts';
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
      return true;
    }
    this.messaging.post(opener, refusal ? { type: SOCIAL_DONE_MESSAGE, payload: refusal } : { type: SOCIAL_DONE_MESSAGE }, this.win.origin);
    this.win.close();
    return true;
  }
}
