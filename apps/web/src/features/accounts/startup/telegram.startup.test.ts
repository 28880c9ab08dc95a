import { FakeAccountPort, MemoryLocalStorage, RecordingAnalytics, RecordingLogger } from '@casino/adapters/testing';
import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { pendingChunks } from '../../../shared/startup/testing.ts';
import { FatalErrorStore } from '../../../shared/stores/fatal-error.store.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { TelegramStartup } from './telegram.startup.ts';

describe('TelegramStartup', () => {
  it('stopped while the session loads: no sign-up starts, even inside the messaging app', async () => {
    const session = new SessionStore(new FakeAccountPort(), new MemoryLocalStorage(), new RecordingAnalytics(), new RecordingLogger(), new FatalErrorStore(''));
    const chunks = pendingChunks();
    const startup = new TelegramStartup(session, () => 'query_id=1&user=%7B%7D&hash=h', chunks.withChunk, new RecordingLogger());
    const started = startup.start();
    startup.stop();
    startup.stop();
    runInAction(() => (session.status = 'ready'));
    await started;
    expect(chunks.loads()).toBe(0);
  });
});
