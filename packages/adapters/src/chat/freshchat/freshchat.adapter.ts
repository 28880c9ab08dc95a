import type { ChatWidgetConfig, ChatUserData } from '@casino/domain/ports';
import { BaseChat } from '../base-chat.ts';
import { liftOnPhones, loadScript, waitFor, type VendorWindow } from '../browser-host.ts';

/** The part of FreshChat's `window.fcWidget` we use. */
interface FcWidget {
  init(options: Record<string, unknown>): void;
  on(event: string, listener: (payload: FcMessagePayload) => void): void;
  setExternalId(id: string): void;
  user: { setFirstName(name: string): void; setEmail(email: string): void; setProperties(props: Record<string, string>): void; clear(): Promise<unknown> | void };
  show(): void;
  hide(): void;
  isInitialized?(): boolean;
}
interface FcMessagePayload {
  readonly data?: { readonly message?: { readonly channelId?: unknown; readonly conversationId?: unknown; readonly messageParts?: readonly { readonly text?: { readonly content?: unknown } }[] } };
}

const DEFAULT_SRC = 'https://wchat.freshchat.com/js/widget.js';
const DEFAULT_HOST = 'https://wchat.freshchat.com';

/** FreshChat (the default provider): `fcWidget.init` with the token, user calls, message events stored by the app. */
export class FreshChat extends BaseChat {
  readonly provider = 'freshChat' as const;
  constructor(config: ChatWidgetConfig, private readonly locale: string, win?: VendorWindow) {
    super(config, win);
  }

  private get widget(): FcWidget | undefined {
    return this.win.fcWidget as FcWidget | undefined;
  }

  protected async start(): Promise<void> {
    // the launcher frame comes a moment after init; on phones it sits above the bottom navigation
    liftOnPhones(this.win.document, this.provider, '#fc_frame');
    await loadScript(this.win.document, this.config.src || DEFAULT_SRC);
    const widget = await waitFor(() => this.widget);
    // `hide()` before the launcher frame exists is lost and the widget then shows it: on a page loaded straight on
    // a betting route the badge would appear. The documented `widget:loaded` event says the frame is there.
    widget.on('widget:loaded', () => this.reapplyLauncher());
    widget.init({
      token: this.config.widgetId ?? this.config.id ?? '',
      host: DEFAULT_HOST,
      locale: this.config.lang || this.locale,
      config: { headerProperty: { hideChatButton: false } },
    });
    for (const [event, kind] of [['message:sent', 'sent'], ['message:received', 'received']] as const) {
      widget.on(event, (payload) => this.emit(kind, payload));
    }
  }

  protected applyIdentity(user: ChatUserData): void {
    const widget = this.widget!;
    widget.setExternalId(user.uid ?? '');
    if (user.name) widget.user.setFirstName(user.name);
    if (user.email) widget.user.setEmail(user.email);
    widget.user.setProperties({ ...user });
  }

  protected applyReset(): void {
    void Promise.resolve(this.widget!.user.clear()).catch(() => undefined);
  }

  protected applyLauncher(visible: boolean): void {
    if (visible) this.widget!.show();
    else this.widget!.hide();
  }

  private emit(event: 'sent' | 'received', payload: FcMessagePayload): void {
    const message = payload.data?.message;
    const text = (message?.messageParts ?? []).map((part) => part.text?.content).filter((t): t is string => typeof t === 'string').join('\n');
    if (!message || typeof message.channelId !== 'string' || typeof message.conversationId !== 'string' || !text) return;
    for (const listener of this.listeners) listener({ channelId: message.channelId, conversationId: message.conversationId, text, event });
  }
}
