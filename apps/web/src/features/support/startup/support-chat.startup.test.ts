import { FakeAccountPort, FakeI18nPort, FakeSupportPort, MemoryCookies, MemoryLocalStorage, RecordingAnalytics, RecordingLogger } from '@casino/adapters/testing';
import type { ChatPort, ChatSettings } from '@casino/domain/ports';
import { setupI18n } from '@lingui/core';
import { Container } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { withChunkOf } from '../../../shared/di/lazy-chunk.ts';
import { pendingChunks } from '../../../shared/startup/testing.ts';
import { FatalErrorStore } from '../../../shared/stores/fatal-error.store.ts';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { ChatService } from '../chat/chat.service.ts';
import { RouteWatchStore } from './route-watch.store.ts';
import { SupportChatStartup } from './support-chat.startup.ts';
import { FakeActivityHost } from './testing.ts';

/** A chat widget that records the launcher's visibility. */
class LauncherChat implements ChatPort {
  readonly launcher: boolean[] = [];
  constructor(readonly provider: ChatSettings['provider']) {}
  async load() {}
  identify() {}
  reset() {}
  setLauncherVisible(visible: boolean) {
    this.launcher.push(visible);
  }
  onMessage() {}
}

function setup() {
  const host = new FakeActivityHost();
  const logger = new RecordingLogger();
  const support = new FakeSupportPort();
  support.settingsResult = { ok: true, value: { provider: 'jivoSite', config: { widgetId: 'w' } } };
  const session = new SessionStore(new FakeAccountPort(), new MemoryLocalStorage(), new RecordingAnalytics(), logger, new FatalErrorStore(''));
  const locale = new LocaleStore(new FakeI18nPort(), new FakeAccountPort(), new MemoryCookies(), logger, new FatalErrorStore(''), setupI18n(), async () => ({}));
  const route = new RouteWatchStore();
  const chat = new ChatService(support, session, locale, route, logger);
  const widgets: LauncherChat[] = [];
  chat.factory = (settings) => {
    const widget = new LauncherChat(settings.provider);
    widgets.push(widget);
    return widget;
  };
  const services = new Container();
  services.bind(ChatService).toConstantValue(chat);
  const startup = new SupportChatStartup(host, withChunkOf((importer) => importer(), services), logger);
  return { host, route, widgets, startup, logger };
}

describe('SupportChatStartup', () => {
  it('stopped before the first activity: the trigger is disarmed and the chat never loads', () => {
    const host = new FakeActivityHost();
    const chunks = pendingChunks();
    const startup = new SupportChatStartup(host, chunks.withChunk, new RecordingLogger());
    startup.start();
    expect(host.armed).toBeGreaterThan(0);
    startup.stop();
    startup.stop();
    expect(host.armed).toBe(0);
    host.emit('click');
    expect(chunks.loads()).toBe(0);
  });

  it('stopped once the chat runs: it no longer follows the route', async () => {
    const { host, route, widgets, startup, logger } = setup();
    startup.start();
    host.emit('scroll');
    await vi.waitFor(() => expect(widgets[0]?.launcher.length).toBeGreaterThan(0));
    route.update('index', '/');
    expect(widgets[0]!.launcher.at(-1)).toBe(true);
    startup.stop();
    startup.stop();
    route.update('betting', '/betting');
    expect(widgets[0]!.launcher.at(-1)).toBe(true); // the badge would have hidden on the betting page
    expect(logger.entries).toEqual([]);
  });
});
