import { ok } from '@casino/domain/shared';
import type { FeedbackRequest } from '@casino/domain/support';
import type { ApiResult, ChatEvent, SupportPort, ChatSettings } from '@casino/domain/ports';

/** A SupportPort whose answers tests set; every call is recorded, and a gate holds answers back. */
export class FakeSupportPort implements SupportPort {
  settingsResult: ApiResult<ChatSettings> = ok({ provider: 'freshChat', config: { id: 'token', src: '/vendors/freshchat/widget.js' } });
  feedbackResult: ApiResult<true> = ok(true);
  chatEventResult: ApiResult<true> = ok(true);
  /** When set, calls wait for it before answering (to observe pending states and double submits). */
  gate: Promise<void> | null = null;
  readonly calls: { readonly method: string; readonly args: unknown }[] = [];

  private async answer<T>(method: string, args: unknown, result: () => T): Promise<T> {
    this.calls.push({ method, args });
    if (this.gate) await this.gate;
    return result();
  }
  getSettings() {
    return this.answer('getSettings', undefined, () => this.settingsResult);
  }
  sendFeedback(request: FeedbackRequest, idempotencyKey: string) {
    return this.answer('sendFeedback', { ...request, idempotencyKey }, () => this.feedbackResult);
  }
  storeChatEvent(event: ChatEvent) {
    return this.answer('storeChatEvent', event, () => this.chatEventResult);
  }
  callsOf(method: string): unknown[] {
    return this.calls.filter((c) => c.method === method).map((c) => c.args);
  }
}
