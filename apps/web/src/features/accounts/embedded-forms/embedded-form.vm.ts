import type { AuthPopupMode } from '@casino/domain/routing';
import { WindowMessagingPort } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { BackUrlService } from '../../../shared/services/back-url.service.ts';
import { AppNavigator } from '../../../shared/services/navigator.ts';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { EmbeddedFrame } from './embedded-frame.ts';
import { checkIframeMessage, isCheckIframeQuestion, redirectMessage, refreshUserMessage } from './embedded-messages.ts';

export type EmbeddedFormPage = 'sign_in' | 'sign_up';

/** The form each page starts with, and the one it hands to the parent's popup instead of showing itself. */
const PAGES: Record<EmbeddedFormPage, { start: AuthPopupMode; other: AuthPopupMode; otherQuery: string }> = {
  sign_in: { start: 'authorization', other: 'registration', otherQuery: 'show_popup_reg' },
  sign_up: { start: 'registration', other: 'authorization', otherQuery: 'show_popup_auth' },
};

/**
 * An embedded form page (protocol in `embedded-messages.ts`): the sign-in or sign-up
 * panel without the dialog; restore, two-factor and social-registration steps switch inside the page; the
 * other form and every success are handed to the parent window.
 */
@injectable()
export class EmbeddedFormViewModel {
  mode: AuthPopupMode = 'authorization';
  private page: EmbeddedFormPage = 'sign_in';
  private stopListening: (() => void) | undefined;

  constructor(
    @inject(EmbeddedFrame) private readonly frame: EmbeddedFrame,
    @inject(WindowMessagingPort) private readonly messaging: WindowMessagingPort,
    @inject(LocaleStore) private readonly locale: LocaleStore,
    @inject(BackUrlService) private readonly backUrl: BackUrlService,
    @inject(AppNavigator) private readonly navigator: AppNavigator,
  ) {
    makeAutoObservable<this, 'frame' | 'messaging' | 'locale' | 'backUrl' | 'navigator' | 'stopListening'>(
      this,
      { frame: false, messaging: false, locale: false, backUrl: false, navigator: false, stopListening: false },
      { autoBind: true },
    );
  }

  /**
   * Starts the page: announces itself to a same-origin parent and answers its `checkIframe` questions. React runs
   * the screen's effect again on this view-model when it puts the page back (StrictMode's second mount, `<Activity>`):
   * the step the player moved to (restore, two-factor) stays, and only another page starts from its own form.
   */
  start(page: EmbeddedFormPage): void {
    if (page !== this.page) this.mode = PAGES[page].start;
    this.page = page;
    this.stopListening?.();
    this.stopListening = undefined;
    if (!this.frame.parent()) return;
    // the question counts only from the window that frames us: another window of our origin gets no answer
    this.stopListening = this.messaging.listen({ allowedOrigins: [this.frame.origin], accept: isCheckIframeQuestion, source: this.frame.parent }, this.announce);
    this.announce();
  }

  dispose(): void {
    this.stopListening?.();
    this.stopListening = undefined;
  }

  /** Panel navigation: the other form opens as a popup on the parent's page; other steps stay here. */
  navigate(mode: AuthPopupMode): void {
    const { other, otherQuery } = PAGES[this.page];
    if (mode !== other) {
      this.mode = mode;
      return;
    }
    const query = new URLSearchParams({ [otherQuery]: '1' });
    const back = this.backAddress() ?? this.frame.parentAddress();
    if (back) query.set('backUrl', back);
    this.redirect(`${this.locale.localize('/')}?${query.toString()}`);
  }

  /** After sign-in or registration: the parent reloads its session and goes to the back address or home. */
  signedIn(): void {
    const parent = this.frame.parent();
    if (parent) this.messaging.post(parent, refreshUserMessage(), this.frame.origin);
    this.redirect(this.backAddress() ?? this.locale.localize('/'));
  }

  private announce(): void {
    const parent = this.frame.parent();
    if (parent) this.messaging.post(parent, checkIframeMessage(new URL(this.frame.address(), this.frame.origin).pathname), this.frame.origin);
  }

  /** Framed: the parent goes; opened directly: this window goes. */
  private redirect(url: string): void {
    const parent = this.frame.parent();
    if (parent) this.messaging.post(parent, redirectMessage(url), this.frame.origin);
    else this.navigator.navigate(url);
  }

  private backAddress(): string | undefined {
    return this.backUrl.fromQuery(new URL(this.frame.address(), this.frame.origin).search, this.frame.origin);
  }
}
