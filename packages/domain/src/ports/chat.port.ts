import type { ChatProvider } from '../policies/triggers';
import type { ChatEvent, ChatSettings } from './support.port';

/** Who the chat talks to: only the fields the provider accepts (see `chatUserData`). */
export type ChatUserData = Readonly<Record<string, string>>;

/**
 * One chat vendor's widget in the page. `load` fetches the vendor script once and starts the widget; the other
 * calls are safe before it has loaded (they apply once it has) and after it failed (they do nothing).
 */
export interface ChatPort {
  readonly provider: ChatProvider;
  /** Loads and starts the widget. Rejects when the script or the widget cannot start (callers only log it). */
  load(): Promise<void>;
  /** The signed-in player: set on sign-in and registration. */
  identify(user: ChatUserData): void;
  /** Logout: forget the player and their conversation, so the next person at this computer starts afresh. */
  reset(): void;
  /** Shows or hides the launcher badge (hidden on betting and game pages). */
  setLauncherVisible(visible: boolean): void;
  /** Messages the player sent or received, for vendors that report them (FreshChat). */
  onMessage(listener: (event: ChatEvent) => void): void;
}

/** Builds the chat of the configured provider; `locale` is the page language for vendors that take it. */
export type ChatPortFactory = (settings: ChatSettings, locale: string) => ChatPort;
