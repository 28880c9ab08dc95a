// @vitest-environment jsdom
import { FakeAccountPort, FakeClientMonitoring, FakeContentPort, FakeI18nPort, MemoryCookies, MemoryLocalStorage, RecordingAnalytics, RecordingLogger } from '@casino/adapters/testing';
import { defaultContentConfig } from '@casino/domain/ports';
import { setupI18n } from '@lingui/core';
import { Container } from 'inversify';
import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { withChunkOf } from '../../../shared/di/lazy-chunk.ts';
import { ContentStore } from '../../../shared/stores/content.store.ts';
import { FatalErrorStore } from '../../../shared/stores/fatal-error.store.ts';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { ClientAnalyticsService } from '../analytics/client-analytics.service.ts';
import { AnalyticsStartup } from './analytics.startup.ts';
import { FakeActivityHost } from './testing.ts';

function setup() {
  const host = new FakeActivityHost();
  const logger = new RecordingLogger();
  const content = new ContentStore(new FakeContentPort(), logger);
  runInAction(() => ((content.config = { ...defaultContentConfig('en'), sections: { publicClient: { rumMonitoringUrl: '/rum', fraudAgentUrl: '/seon.js' } } }), (content.loaded = true)));
  const locale = new LocaleStore(new FakeI18nPort(), new FakeAccountPort(), new MemoryCookies(), logger, new FatalErrorStore(''), setupI18n(), async () => ({}));
  const session = new SessionStore(new FakeAccountPort(), new MemoryLocalStorage(), new RecordingAnalytics(), logger, new FatalErrorStore(''));
  const monitoring = new FakeClientMonitoring();
  const services = new Container();
  services.bind(ClientAnalyticsService).toDynamicValue(() => {
    const service = new ClientAnalyticsService(content, locale, session, { attach: () => undefined }, logger);
    service.factory = () => monitoring;
    return service;
  });
  const startup = new AnalyticsStartup(new MemoryLocalStorage(), host, session, withChunkOf((importer) => importer(), services), logger);
  return { host, session, monitoring, startup, logger };
}

describe('AnalyticsStartup', () => {
  it('stopped at once: the first-activity trigger and the fraud check timer are gone, and no vendor loads', async () => {
    const { host, monitoring, startup } = setup();
    startup.start();
    expect(host.timers.size).toBe(1); // the fraud check, three seconds on
    startup.stop();
    startup.stop();
    expect(host.armed).toBe(0);
    host.emit('click');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(monitoring.calls).toEqual([]);
  });

  it('stopped while the fraud check waits for the session: it never runs', async () => {
    const { host, session, monitoring, startup } = setup();
    startup.start();
    host.runTimers(); // three seconds later, the session is still loading
    startup.stop();
    runInAction(() => (session.status = 'ready'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(monitoring.calls).toEqual([]);
  });
});
