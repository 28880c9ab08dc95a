import { createApiClient } from '@casino/sdk';
import { fakeFetch, jsonResponse as json } from '@casino/sdk/testing';
import { describe, expect, it } from 'vitest';
import { ApiSupport } from './support.adapter.ts';

function api(answer: (path: string) => Response) {
  const bodies: Record<string, string>[] = [];
  const { fetch } = fakeFetch(({ path, fields }) => {
    if (fields) bodies.push({ ...fields });
    return answer(path);
  });
  return { client: createApiClient({ baseUrl: 'http://x', fetch }), bodies };
}

describe('ApiSupport', () => {
  it('reads the active provider and its config; an unknown provider falls back to freshChat', async () => {
    const { client } = api(() => json({ data: { chat: 'jivoSite', jivoSite: { widget_id: 'w1', src: 'https://code.jivo.ru/widget/w1', lang: 'ru' } } }));
    expect(await new ApiSupport(client).getSettings()).toEqual({ ok: true, value: { provider: 'jivoSite', config: { id: undefined, src: 'https://code.jivo.ru/widget/w1', widgetId: 'w1', license: undefined, lang: 'ru', openLiveChat: undefined } } });
  });

  it('sends the feedback form as multipart fields with the message\'s key, leaving out the empty ones', async () => {
    const { client, bodies } = api(() => json({ data: 1 }));
    expect(await new ApiSupport(client).sendFeedback({ message: 'Help', email: 'a@b.co', name: undefined, subject: 'Deposit' }, 'key-12345678')).toEqual({ ok: true, value: true });
    expect(bodies[0]).toEqual({ message: 'Help', email: 'a@b.co', subject: 'Deposit', idempotency_key: 'key-12345678' });
  });

  it('stores a chat event with the backend field names, and turns an error into a failure', async () => {
    const { client, bodies } = api(() => json({ error: { type: 'AuthorizationException', message: 'no', code: 401, invalid_parameters: {}, error_data: {} } }, 401));
    const result = await new ApiSupport(client).storeChatEvent({ channelId: 'c', conversationId: 'v', text: 'hi', event: 'sent' });
    expect(result).toMatchObject({ ok: false, error: { type: 'AuthorizationException' } });
    expect(bodies[0]).toEqual({ channel_id: 'c', conversation_id: 'v', text: 'hi', event: 'sent' });
  });
});
