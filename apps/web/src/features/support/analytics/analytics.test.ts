// @vitest-environment jsdom
import { FakeAccountPort, FakeClientMonitoring, FakeContentPort, FakeCustomCodePort, FakeI18nPort, MemoryCookies, MemoryLocalStorage, RecordingAnalytics, RecordingLogger, generalInfo } from '@casino/adapters/testing';
import { err, ok } from '@casino/domain/shared';
import { defaultContentConfig, type AnalyticsPort, type AnalyticsSinks } from '@casino/domain/ports';
import { setupI18n } from '@lingui/core';
import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ContentStore } from '../../../shared/stores/content.store.ts';
import { FatalErrorStore } from '../../../shared/stores/fatal-error.store.ts';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { ClientAnalyticsService } from './client-analytics.service.ts';
import { CustomCodeService } from './custom-code.ts';
import { TRACKING_PARAMS_KEY, recordLanding } from './landing.ts';

const PUBLIC = { bloomreachTarget: '/static/vendors/bloomreach/exponea.js', bloomreachToken: 't', bloomreachSitegroup: 'g', rumMonitoringUrl: '/rum', fraudAgentUrl: '/seon.js' };

function analytics(publicClient: unknown = PUBLIC, seon = true, loaded = true) {
  const logger = new RecordingLogger();
  const content = new ContentStore(new FakeContentPort(), logger);
  runInAction(() => ((content.config = { ...defaultContentConfig('en'), sections: { publicClient } }), (content.loaded = loaded)));
  const locale = new LocaleStore(new FakeI18nPort(), new FakeAccountPort(), new MemoryCookies(), logger, new FatalErrorStore(''), setupI18n(), async () => ({}));
  const session = new SessionStore(new FakeAccountPort(), new MemoryLocalStorage(), new RecordingAnalytics(), logger, new FatalErrorStore(''));
  runInAction(() => (session.general = { ...generalInfo(), raw: { is_seon_enabled: seon } }));
  const attached: AnalyticsPort[] = [];
  const sinks: AnalyticsSinks = { attach: (sink) => void attached.push(sink) };
  const monitoring = new FakeClientMonitoring();
  const service = new ClientAnalyticsService(content, locale, session, sinks, logger);
  service.factory = () => monitoring;
  const hits: string[] = [];
  service.send = (url) => void hits.push(url);
  return { service, monitoring, attached, logger, hits, content };
}

describe('landing', () => {
  it('sends the /hit beacon with the referrer and the query, the td_ track id rewritten, and keeps the tracking parameters', () => {
    const storage = new MemoryLocalStorage();
    storage.set(TRACKING_PARAMS_KEY, { goal_id: 'old', link_id: 'l1' });
    const sent: string[] = [];
    recordLanding({ search: '?track_id=td_42&goal_id=7&utm_source=x', referrer: 'https://r.example/' }, storage, (url) => void sent.push(url));
    expect(sent).toEqual(['/hit?referer=https%3A%2F%2Fr.example%2F&track_id=42&goal_id=7&utm_source=x']);
    expect(storage.get(TRACKING_PARAMS_KEY)).toEqual({ goal_id: '7', link_id: 'l1', track_id: 'td_42' });
  });
});

describe('ClientAnalyticsService', () => {
  it('starts monitoring and attaches the analytics script once', async () => {
    const { service, monitoring, attached } = analytics();
    await Promise.all([service.start('/x'), service.start('/x')]);
    expect(monitoring.calls.map((c) => c.method)).toEqual(['reportVitals', 'reportErrors', 'loadAnalyticsScript']);
    expect(monitoring.calls[0]!.args).toEqual(['/rum', '/x']);
    expect(attached).toEqual([monitoring.sink]);
  });

  it('waits for the content configuration when the page goes idle before it has arrived', async () => {
    const { service, monitoring, content } = analytics(PUBLIC, true, false);
    const started = service.start('/x');
    await Promise.resolve();
    expect(monitoring.calls).toEqual([]);
    runInAction(() => (content.loaded = true));
    await started;
    expect(monitoring.calls.map((c) => c.method)).toEqual(['reportVitals', 'reportErrors', 'loadAnalyticsScript']);
  });

  it('loads nothing that is not configured, and only logs a script that fails', async () => {
    const none = analytics({});
    await none.service.start('/');
    expect(none.monitoring.calls).toEqual([]);
    const failing = analytics();
    failing.monitoring.scriptError = new Error('blocked');
    await failing.service.start('/');
    expect(failing.attached).toEqual([]);
    expect(failing.logger.entries.map((e) => e.message)).toEqual(['analytics script could not be loaded']);
  });

  it('sends the fraud agent session as seon_session when general info enables it', async () => {
    const on = analytics();
    await on.service.fraudCheck();
    expect(on.hits).toEqual(['/hit?seon_session=c2Vzc2lvbg%3D%3D']);
    const off = analytics(PUBLIC, false);
    await off.service.fraudCheck();
    expect(off.hits).toEqual([]);
  });
});

describe('CustomCodeService', () => {
  it('places each entry once, scripts live, in the head, at the start and at the end of the body', async () => {
    document.head.innerHTML = '';
    document.body.innerHTML = '<main>app</main>';
    const port = new FakeCustomCodePort();
    port.result = ok([
      { position: 'head', code: '<meta name="x-custom" content="1"><script>window.__headRan = (window.__headRan || 0) + 1</script>' },
      { position: 'bodyStart', code: '<div id="first"></div>' },
      { position: 'bodyStart', code: '<div id="second"></div>' },
      { position: 'bodyEnd', code: '<div id="end"></div>' },
    ]);
    const service = new CustomCodeService(port, new RecordingLogger());
    await service.inject(document, 'casino.example');
    await service.inject(document, 'casino.example');
    expect(port.hosts).toEqual(['casino.example']);
    expect(document.head.querySelector('meta[name="x-custom"]')?.getAttribute('data-custom-code')).toBe('head');
    // jsdom runs no scripts: the browser test proves they run; here, one script was placed, once
    expect(document.head.querySelectorAll('script[data-custom-code="head"]')).toHaveLength(1);
    expect([...document.body.children].map((e) => e.id || e.tagName)).toEqual(['first', 'second', 'MAIN', 'end']);
  });

  it('only logs when the settings cannot be loaded', async () => {
    const port = new FakeCustomCodePort();
    port.result = err({ type: 'X', status: 500, message: 'x', fieldErrors: {}, errorData: {} });
    const logger = new RecordingLogger();
    await new CustomCodeService(port, logger).inject(document, 'h');
    expect(logger.entries).toHaveLength(1);
  });
});
