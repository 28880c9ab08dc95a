import { chatProviderOf } from '@casino/domain/policies';
import type { FeedbackRequest } from '@casino/domain/support';
import { SupportPort, type ChatEvent, type ChatSettings } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { ApiClientToken, settle, toResult, type ApiClient } from './api-client.ts';

/** SupportPort over `support.getsettings`, `Support.sendFeedback` and `FreshChat.storeChatEvent`. */
@injectable()
export class ApiSupport implements SupportPort {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  async getSettings(signal?: AbortSignal) {
    return toResult(await settle(this.api.GET('/api/support.getsettings', { signal })), (data): ChatSettings => {
      const provider = chatProviderOf(data.chat);
      const config = data[provider] ?? {};
      return {
        provider,
        config: { id: config.id, src: config.src, widgetId: config.widget_id, license: config.license, lang: config.lang, openLiveChat: config.open_live_chat },
      };
    });
  }

  async sendFeedback(request: FeedbackRequest, idempotencyKey: string, signal?: AbortSignal) {
    const body = { message: request.message, name: request.name, email: request.email, subject: request.subject, idempotency_key: idempotencyKey };
    return toResult(await settle(this.api.POST('/api/Support.sendFeedback', { body, signal })), () => true as const);
  }

  async storeChatEvent(event: ChatEvent, signal?: AbortSignal) {
    const body = { channel_id: event.channelId, conversation_id: event.conversationId, text: event.text, event: event.event };
    return toResult(await settle(this.api.POST('/api/FreshChat.storeChatEvent', { body, signal })), () => true as const);
  }
}
