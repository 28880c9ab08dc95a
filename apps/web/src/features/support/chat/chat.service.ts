import { createChatPort } from '@casino/adapters/chat';
import { chatUserData, isChatBadgeVisible, isEmbeddedFormPath, type ChatProvider } from '@casino/domain/policies';
import { LoggerPort, SupportPort, type PlayerAccount, type ChatPort, type ChatPortFactory } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { reaction, type IReactionDisposer } from 'mobx';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { RouteWatchStore } from '../startup/route-watch.store.ts';

/** What the chat may know of a player: the account's own fields, nothing fetched for it. */
export function chatIdentity(provider: ChatProvider, account: PlayerAccount, language: string): Record<string, string> {
  const login = account.login.trim();
  return chatUserData(provider, {
    uid: account.uid,
    firstName: account.fakename ?? undefined,
    email: login.includes('@') ? login : undefined,
    phone: /^\+?\d{6,}$/.test(login) ? login : undefined,
    language,
  });
}

/**
 * The support chat, started once (after the first activity): reads the provider from `support.getsettings`, keeps
 * the widget's player in step with the session (identified on sign-in and registration, reset on logout), hides
 * the badge on betting and game pages, stays away from embedded forms, and stores FreshChat messages of signed-in
 * players. Failures are logged
 * only: the chat is an extra, never a reason for the page to break.
 */
@injectable()
export class ChatService {
  chat: ChatPort | null = null;
  /** Builds the vendor adapter (tests hand in a recording one). */
  factory: ChatPortFactory = createChatPort;
  private started = false;
  /** Between `start()` and `dispose()`: the chat follows the session and the route. */
  private following = false;
  private readonly disposers: IReactionDisposer[] = [];

  constructor(
    @inject(SupportPort) private readonly support: SupportPort,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(LocaleStore) private readonly locale: LocaleStore,
    @inject(RouteWatchStore) private readonly route: RouteWatchStore,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {}

  /**
   * Loads the chat the first time. Called again after `dispose()` (tests, hot reload), the chat already loaded follows
   * the session and the route again: the widget is neither fetched nor loaded a second time.
   */
  async start(): Promise<void> {
    this.following = true;
    if (this.started) {
      if (this.chat) this.follow(this.chat);
      return;
    }
    this.started = true;
    // The spec names only betting and game pages for a hidden badge. An embedded form (`/forms/*`) sits in a
    // partner's page, though: a chat launcher there would float over someone else's site, so no chat loads at all.
    if (isEmbeddedFormPath(this.locale.barePath(this.route.path))) return;
    const settings = await this.support.getSettings();
    if (!settings.ok) return this.logger.warn('chat settings could not be loaded', settings.error);
    const chat = (this.chat = this.factory(settings.value, this.locale.current));
    chat.onMessage((event) => {
      if (!this.session.authenticated) return;
      void this.support.storeChatEvent(event).then((stored) => {
        if (!stored.ok) this.logger.warn('chat event could not be stored', stored.error);
      });
    });
    // disposed while the settings were on their way: the next start follows
    if (this.following) this.follow(chat);
    try {
      await chat.load();
    } catch (error) {
      this.logger.warn(`chat ${chat.provider} could not be loaded`, error);
    }
  }

  dispose(): void {
    this.following = false;
    for (const dispose of this.disposers.splice(0)) dispose();
  }

  /** Keeps the launcher and the player in step with the route and the session (once, however often started). */
  private follow(chat: ChatPort): void {
    if (this.disposers.length > 0) return;
    this.disposers.push(
      // hidden until the route is known: a chat that starts before the first page has rendered (activity as a page
      // loaded straight on /betting) would otherwise show its badge there until the router caught up
      reaction(() => this.route.known && isChatBadgeVisible(this.route.routeName), (visible) => chat.setLauncherVisible(visible), { fireImmediately: true }),
      reaction(
        () => (this.session.authenticated ? this.session.account : null),
        (account, previous) => {
          if (account) chat.identify(chatIdentity(chat.provider, account, this.locale.current));
          else if (previous !== undefined) chat.reset();
        },
        { fireImmediately: true, equals: (a, b) => a?.uid === b?.uid },
      ),
    );
  }
}
