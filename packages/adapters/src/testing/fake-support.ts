import { ok } from '@casino/domain/shared';
import type { FeedbackRequest } from '@casino/domain/support';
import type { ApiResult, ChatEvent, SupportPort, ChatSettings } from '@casino/domain/ports';
import { RecordingFake } from './recording-fake.ts';

/** A SupportPort whose answers tests set; every call is recorded, and a gate holds answers back. */
export class FakeSupportPort extends RecordingFake implements SupportPort {
  settingsResult: ApiResult<ChatSettings> = ok({ provider: 'freshChat', config: { id: 'token', src: '/vendors/freshchat/widget.js' } });
  feedbackResult: ApiResult<true> = ok(true);
  chatEventResult: ApiResult<true> = ok(true);
  getSettings() {
    return this.answer('getSettings', undefined, () => this.settingsResult);
  }
  sendFeedback(request: FeedbackRequest, idempotencyKey: string) {
    return this.answer('sendFeedback', { ...request, idempotencyKey }, () => this.feedbackResult);
  }
  storeChatEvent(event: ChatEvent) {
    return this.answer('storeChatEvent', event, () => this.chatEventResult);
  }
}
