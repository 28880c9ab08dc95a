import { accountInfo, FakeAccountPort, FakeI18nPort, FakeSupportPort, MemoryCookies, MemoryLocalStorage, RecordingAnalytics, RecordingLogger } from '@casino/adapters/testing';
import { err } from '@casino/domain/shared';
import type { ChatEvent, ChatPort, ChatUserData, ChatSettings } from '@casino/domain/ports';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { FatalErrorStore } from '../../../shared/stores/fatal-error.store.ts';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { RouteWatchStore } from '../startup/route-watch.store.ts';
import { ChatService } from './chat.service.ts';

class RecordingChat implements ChatPort {
  readonly calls: unknown[][] = [];
  listener: ((event: ChatEvent) => void) | null = null;
  loadError: Error | null = null;
  constructor(readonly provider: ChatSettings['provider']) {}
  async load() {
    this.calls.push(['load']);
    if (this.loadError) throw this.loadError;
  }
  identify(user: ChatUserData) {
    this.calls.push(['identify', user]);
  }
  reset() {
    this.calls.push(['reset']);
  }
  setLauncherVisible(visible: boolean) {
    this.calls.push(['launcher', visible]);
  }
  onMessage(listener: (event: ChatEvent) => void) {
    this.listener = listener;
  }
}

function setup(options: { loadError?: Error } = {}) {
  const support = new FakeSupportPort();
  const logger = new RecordingLogger();
  const session = new SessionStore(new FakeAccountPort(), new MemoryLocalStorage(), new RecordingAnalytics(), logger, new FatalErrorStore(''));
  const locale = new LocaleStore(new FakeI18nPort(), new FakeAccountPort(), new MemoryCookies(), logger, new FatalErrorStore(''), setupI18n(), async () => ({}));
  const route = new RouteWatchStore();
  const made: RecordingChat[] = [];
  const service = new ChatService(support, session, locale, route, logger);
  service.factory = (settings) => {
    const chat = new RecordingChat(settings.provider);
    chat.loadError = options.loadError ?? null;
    made.push(chat);
    return chat;
  };
  return { support, logger, session, route, service, made };
}

const event: ChatEvent = { channelId: 'c1', conversationId: 'v1', text: 'Hello', event: 'sent' };

describe('ChatService', () => {
  it('starts once with the configured provider and loads the widget', async () => {
    const { service, made, support } = setup();
    support.settingsResult = { ok: true, value: { provider: 'jivoSite', config: { widgetId: 'w' } } };
    await Promise.all([service.start(), service.start()]);
    expect(made).toHaveLength(1);
    expect(made[0]!.provider).toBe('jivoSite');
    expect(made[0]!.calls).toContainEqual(['load']);
    expect(support.callsOf('getSettings')).toHaveLength(1);
  });

  it('loads no chat on an embedded form, which a partner frames in their own page', async () => {
    const { service, made, support, route } = setup();
    route.update('forms-sign_up', '/forms/sign_up');
    await service.start();
    expect(made).toHaveLength(0);
    expect(support.callsOf('getSettings')).toHaveLength(0);
  });

  it('identifies a player on sign-in with what the provider takes, and resets on logout', async () => {
    const { service, made, session, support } = setup();
    support.settingsResult = { ok: true, value: { provider: 'jivoSite', config: {} } };
    await service.start();
    const chat = made[0]!;
    expect(chat.calls.filter(([name]) => name === 'identify' || name === 'reset')).toEqual([]);
    session.setAccount(accountInfo({ uid: 7, login: '+447700900123', fakename: 'Ann' }));
    expect(chat.calls).toContainEqual(['identify', { uid: '7', name: 'Ann', phone: '+447700900123' }]);
    session.setAccount(accountInfo({ uid: 0, login: '' }));
    expect(chat.calls.at(-1)).toEqual(['reset']);
  });

  it('identifies a player already signed in when the chat starts', async () => {
    const { service, made, session } = setup();
    session.setAccount(accountInfo({ uid: 9, login: 'p@example.com', fakename: null }));
    await service.start();
    expect(made[0]!.calls).toContainEqual(['identify', { uid: '9', email: 'p@example.com' }]);
  });

  it('hides the badge on betting and game routes, shows it elsewhere', async () => {
    const { service, made, route } = setup();
    route.update('index', '/');
    await service.start();
    const launcher = () => made[0]!.calls.filter(([name]) => name === 'launcher').map(([, v]) => v);
    route.update('game-sysname___ru', '/ru/game/x');
    route.update('support', '/support');
    route.update('betting', '/betting');
    expect(launcher()).toEqual([true, false, true, false]);
  });

  it('keeps the badge hidden until the router says which page shows: a chat started early on /betting never shows it', async () => {
    const { service, made, route } = setup();
    await service.start(); // activity while the page is still loading: no route rendered yet
    const launcher = () => made[0]!.calls.filter(([name]) => name === 'launcher').map(([, v]) => v);
    route.update('betting', '/betting');
    expect(launcher()).toEqual([false]);
    route.update('index', '/');
    route.update('betting___ar', '/ar/betting');
    expect(launcher()).toEqual([false, true, false]);
  });

  it('a page without a route name (the not-found page) shows the badge once the router has rendered it', async () => {
    const { service, made, route } = setup();
    await service.start();
    route.update(undefined, '/no-such-page');
    expect(made[0]!.calls.filter(([name]) => name === 'launcher')).toEqual([['launcher', false], ['launcher', true]]);
  });

  it('stores FreshChat messages of signed-in players only', async () => {
    const { service, made, session, support } = setup();
    await service.start();
    made[0]!.listener!(event);
    expect(support.callsOf('storeChatEvent')).toEqual([]);
    session.setAccount(accountInfo({ uid: 7 }));
    made[0]!.listener!(event);
    expect(support.callsOf('storeChatEvent')).toEqual([event]);
  });

  it('follows the route and the session again when started after a dispose, without loading the widget again', async () => {
    const { service, made, route, session, support } = setup();
    await service.start();
    service.dispose();
    service.dispose();
    const chat = made[0]!;
    const before = chat.calls.length;
    route.update('betting', '/betting');
    expect(chat.calls).toHaveLength(before);
    await service.start();
    await service.start();
    route.update('support', '/support');
    session.setAccount(accountInfo({ uid: 7, login: 'p@example.com', fakename: null }));
    expect(chat.calls.slice(before)).toEqual([['launcher', false], ['launcher', true], ['identify', { uid: '7', email: 'p@example.com' }]]);
    expect(made).toHaveLength(1);
    expect(chat.calls.filter(([name]) => name === 'load')).toHaveLength(1);
    expect(support.callsOf('getSettings')).toHaveLength(1);
  });

  it('follows nothing when disposed while the settings were on their way', async () => {
    const { service, made, route } = setup();
    const starting = service.start();
    service.dispose();
    await starting;
    const calls = made[0]!.calls.length;
    route.update('betting', '/betting');
    expect(made[0]!.calls).toHaveLength(calls);
  });

  it('only logs when the settings or the widget fail; nothing throws', async () => {
    const failing = setup();
    failing.support.settingsResult = err({ type: 'ApplicationUnavailableException', status: 503, message: 'x', fieldErrors: {}, errorData: {} });
    await failing.service.start();
    expect(failing.made).toHaveLength(0);
    expect(failing.logger.entries.map((e) => e.message)).toEqual(['chat settings could not be loaded']);

    const broken = setup({ loadError: new Error('script blocked') });
    await expect(broken.service.start()).resolves.toBeUndefined();
    expect(broken.logger.entries.map((e) => e.message)).toEqual(['chat freshChat could not be loaded']);
  });
});
