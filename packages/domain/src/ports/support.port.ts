import type { ChatProvider } from '../policies/triggers';
import type { FeedbackRequest } from '../support/feedback';
import type { ApiResult } from './account.port';

/** One chat provider's settings: which fields a provider reads depends on its vendor. */
export interface ChatWidgetConfig {
  readonly id?: string | null;
  /** The vendor script's address. */
  readonly src?: string | null;
  readonly widgetId?: string | null;
  readonly license?: string | null;
  readonly lang?: string | null;
  readonly openLiveChat?: boolean | null;
}

/** The active chat provider and its settings (`support.getsettings`). */
export interface ChatSettings {
  readonly provider: ChatProvider;
  readonly config: ChatWidgetConfig;
}

/** A FreshChat message the player sent or received, kept by the backend for the support team. */
export interface ChatEvent {
  readonly channelId: string;
  readonly conversationId: string;
  readonly text: string;
  readonly event: 'sent' | 'received';
}

/** The support backend: chat settings, the feedback form and stored chat events. */
export interface SupportPort {
  getSettings(signal?: AbortSignal): Promise<ApiResult<ChatSettings>>;
  /**
   * Sends the support form once; success is the backend's `1`. `idempotencyKey`: one per message, the same on a
   * retry, so a message the server stored before the client gave up is not stored twice.
   */
  sendFeedback(request: FeedbackRequest, idempotencyKey: string, signal?: AbortSignal): Promise<ApiResult<true>>;
  storeChatEvent(event: ChatEvent, signal?: AbortSignal): Promise<ApiResult<true>>;
}
export const SupportPort = Symbol.for('SupportPort');
