import {
  isSportsbookMessage, parseSportsbookMessage, readSportsbookSettings, sportsbookFrameUrl, type SportsbookFrameSettings,
} from '@casino/domain/betting';
import type { WindowMessage } from '@casino/domain/shared';
import { WindowMessagingPort } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ContentStore } from '../../shared/stores/content.store.ts';
import { SessionStore } from '../../shared/stores/session.store.ts';
import { MIN_FRAME_HEIGHT } from './frame-size.ts';
import { SportsbookSignIn } from './sportsbook-sign-in.ts';

export { MIN_FRAME_HEIGHT };

/**
 * The betting section: the third-party sportsbook in a frame. The frame's inner page follows the address
 * (`/betting` is its start page, `/bets/x/y` its page `x/y`) and the address follows the frame's inner navigation.
 * Only messages from the configured origin and from the frame's own window are read: it resizes the frame, asks a
 * guest to sign in, and tells us when a bet changed the balance.
 */
@injectable()
export class SportsbookViewModel {
  height = MIN_FRAME_HEIGHT;
  /** The address the frame was opened at; it changes only when the app's address asks for another inner page. */
  frameSrc: string | undefined = undefined;
  /** The inner page the frame shows, as far as we know (its own reports included). */
  framePath = '';
  /** Changes whenever the frame must load its address again, even one it had loaded before. */
  frameLoad = 0;
  private signingIn = false;
  private appOrigin = globalThis.location?.origin ?? 'http://localhost';
  private stopListening: (() => void) | undefined;

  constructor(
    @inject(ContentStore) private readonly content: ContentStore,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(WindowMessagingPort) private readonly messaging: WindowMessagingPort,
    @inject(SportsbookSignIn) private readonly signIn: SportsbookSignIn,
  ) {
    makeAutoObservable<this, 'content' | 'session' | 'messaging' | 'signIn' | 'stopListening' | 'signingIn'>(
      this,
      { content: false, session: false, messaging: false, signIn: false, stopListening: false, signingIn: false },
      { autoBind: true },
    );
  }

  get settings(): SportsbookFrameSettings {
    return readSportsbookSettings(this.content.config.sections.sportsbook, this.appOrigin);
  }

  /**
   * The app path the address bar should show for the frame's page. Guests stay on `/betting`: the inner pages' addresses
   * are closed to them, and following the frame there would send them away from the sportsbook.
   */
  get addressPath(): string | undefined {
    if (!this.session.authenticated) return undefined;
    return this.framePath ? `/bets/${this.framePath}` : '/betting';
  }

  /** Starts reading the frame's messages; `frameWindow` returns the frame's window once it exists. */
  start(appOrigin: string, frameWindow: () => unknown): void {
    this.appOrigin = appOrigin;
    this.stopListening?.();
    this.stopListening = this.messaging.listen({ allowedOrigins: [this.settings.origin], accept: isSportsbookMessage, source: frameWindow }, this.receive);
  }

  dispose(): void {
    this.stopListening?.();
    this.stopListening = undefined;
  }

  /** The app's address asks for inner page `path`: the frame opens it unless it is already there. */
  show(path: string): void {
    if (this.frameSrc !== undefined && path === this.framePath) return;
    this.framePath = path;
    this.frameLoad += 1;
    this.frameSrc = sportsbookFrameUrl(this.settings, path) ?? sportsbookFrameUrl(this.settings, '');
  }

  receive(data: WindowMessage): void {
    const message = parseSportsbookMessage(data);
    if (!message) return;
    switch (message.kind) {
      case 'height':
        this.height = Math.max(MIN_FRAME_HEIGHT, message.height);
        return;
      case 'navigate':
        this.framePath = message.path;
        return;
      case 'signIn':
        return this.askToSignIn();
      case 'balance':
        if (this.session.authenticated) void this.session.refreshBalance();
        return;
    }
  }

  /** One dialog however often the frame asks while it is open; none for a player who is signed in already. */
  private askToSignIn(): void {
    if (this.signingIn || this.session.authenticated) return;
    this.signingIn = true;
    void this.signIn.open().finally(() => runInAction(() => (this.signingIn = false)));
  }
}
