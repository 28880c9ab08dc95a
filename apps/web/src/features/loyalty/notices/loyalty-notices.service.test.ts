import {
  FakeAccountPort, FakeClock, FakeContentPort, FakeLoyaltyPort, MemoryLocalStorage, RecordingAnalytics, RecordingLogger, RecordingSound, accountInfo, loyaltyNotification, ok,
} from '@casino/adapters/testing';
import { defaultContentConfig } from '@casino/domain/ports';
import { createToastController } from '@casino/ui/toasts';
import { describe, expect, it } from 'vitest';
import type { Toasts } from '../../../shared/services/overlays.ts';
import { ContentStore } from '../../../shared/stores/content.store.ts';
import { FatalErrorStore } from '../../../shared/stores/fatal-error.store.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { LOYALTY_SOUND_MUTED_KEY, LoyaltyNoticesService, type EventSourceLike } from './loyalty-notices.service.ts';

class FakeEvents implements EventSourceLike {
  readonly listeners = new Map<string, Set<() => void>>();
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, (this.listeners.get(type) ?? new Set()).add(listener));
  }
  removeEventListener(type: string, listener: () => void) {
    this.listeners.get(type)?.delete(listener);
  }
  fire(type: string) {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener();
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function setup({ sections = {}, signedIn = true }: { sections?: Record<string, unknown>; signedIn?: boolean } = {}) {
  const port = new FakeLoyaltyPort();
  const clock = new FakeClock();
  const storage = new MemoryLocalStorage();
  const session = new SessionStore(new FakeAccountPort(), storage, new RecordingAnalytics(), new RecordingLogger(), new FatalErrorStore(''));
  if (signedIn) session.setAccount(accountInfo({ uid: 7 }));
  const contentPort = new FakeContentPort();
  contentPort.configs.en = ok({ ...defaultContentConfig('en'), sections });
  const content = new ContentStore(contentPort, new RecordingLogger());
  await content.load('en');
  const toasts = createToastController() as Toasts;
  const sound = new RecordingSound();
  const events = new FakeEvents();
  const service = new LoyaltyNoticesService(port, session, content, clock, toasts, sound, storage, new RecordingLogger(), events);
  return { port, clock, storage, toasts, sound, events, service };
}

describe('LoyaltyNoticesService', () => {
  it('loads nothing before the first interaction, then shows each notification after 300 ms for 5 s', async () => {
    const { port, clock, toasts, events, service } = await setup();
    port.pendingNotifications = ok([loyaltyNotification(1), loyaltyNotification(2, { trigger: 'level', type: 'other', title: 'Silver' })]);
    service.run();
    service.afterNavigation('/');
    expect(port.callsOf('notifications')).toHaveLength(0);
    events.fire('touchstart');
    events.fire('click');
    await flush();
    expect(port.callsOf('notifications')).toHaveLength(1);
    clock.advance(299);
    expect(toasts.getSnapshot()).toHaveLength(0);
    clock.advance(1);
    expect(toasts.getSnapshot().map((t) => [t.title, t.type, t.kind, t.duration])).toEqual([
      ['Quest 1 done', 'quest', 'success', 5000],
      ['Silver', 'level', 'info', 5000],
    ]);
    toasts.clear();
  });

  it('reloads on every route path change but not on a query change, and never shows one twice', async () => {
    const { port, clock, toasts, events, service } = await setup();
    service.run();
    service.afterNavigation('/');
    events.fire('dblclick');
    await flush();
    service.afterNavigation('/?tab=1');
    expect(port.callsOf('notifications')).toHaveLength(1);
    // the server delivering the same one again (another tab raced it) still shows it once here
    port.pendingNotifications = ok([loyaltyNotification(3)]);
    service.afterNavigation('/tournaments');
    await flush();
    clock.advance(300);
    port.pendingNotifications = ok([loyaltyNotification(3)]);
    service.afterNavigation('/loyalty');
    await flush();
    clock.advance(300);
    expect(port.callsOf('notifications')).toHaveLength(3);
    expect(toasts.getSnapshot().filter((t) => t.title === 'Quest 3 done')).toHaveLength(1);
    toasts.clear();
  });

  it('plays the configured sound at half volume, for the configured time, unless muted; a refused autoplay is quiet', async () => {
    const { port, clock, sound, events, service, storage, toasts } = await setup({ sections: { loyalty: { notificationSeconds: 8, notificationSound: '/sounds/coin.mp3' } } });
    port.pendingNotifications = ok([loyaltyNotification(4)]);
    service.run();
    events.fire('click');
    await flush();
    clock.advance(300);
    expect(sound.played).toEqual([{ url: '/sounds/coin.mp3', volume: 0.5 }]);
    expect(toasts.getSnapshot()[0]?.duration).toBe(8000);
    service.setMuted(true);
    expect(storage.get(LOYALTY_SOUND_MUTED_KEY)).toBe(true);
    port.pendingNotifications = ok([loyaltyNotification(5)]);
    await service.load();
    clock.advance(300);
    expect(sound.played).toHaveLength(1);
    toasts.clear();
  });

  it('with only a sound configured: silent until 300 ms, then the sound once at volume 0.5 beside toasts shown for 5 s', async () => {
    const { port, clock, sound, events, service, toasts } = await setup({ sections: { loyalty: { notificationSound: '/sounds/level.mp3' } } });
    port.pendingNotifications = ok([loyaltyNotification(6), loyaltyNotification(7)]);
    service.run();
    events.fire('touchend');
    await flush();
    clock.advance(299);
    expect(sound.played).toEqual([]);
    expect(toasts.getSnapshot()).toHaveLength(0);
    clock.advance(1);
    // one sound for the batch, not one per toast
    expect(sound.played).toEqual([{ url: '/sounds/level.mp3', volume: 0.5 }]);
    expect(toasts.getSnapshot().map((t) => t.duration)).toEqual([5000, 5000]);
    toasts.clear();
  });

  it('a browser that refuses to autoplay still shows the toast', async () => {
    const { port, clock, sound, events, service, toasts } = await setup({ sections: { loyalty: { notificationSound: '/sounds/level.mp3' } } });
    sound.allowed = false;
    port.pendingNotifications = ok([loyaltyNotification(8)]);
    service.run();
    events.fire('click');
    await flush();
    clock.advance(300);
    expect(sound.played).toEqual([]);
    expect(toasts.getSnapshot().map((t) => [t.title, t.duration])).toEqual([['Quest 8 done', 5000]]);
    toasts.clear();
  });

  it('shows every toast kind the server sends as a toast of that kind, with its icon', async () => {
    const { port, clock, events, service, toasts } = await setup();
    const triggers = ['quest', 'register', 'profile', 'confirm', 'product', 'level', 'fill_for_deposit'] as const;
    port.pendingNotifications = ok(triggers.map((trigger, i) => loyaltyNotification(20 + i, { trigger, type: 'other', title: trigger })));
    // the toast stack keeps only the newest few on screen: record every toast as it is shown
    const shown: Array<Parameters<Toasts['show']>[0]> = [];
    const show = toasts.show.bind(toasts);
    toasts.show = (options) => (shown.push(options), show(options));
    service.run();
    events.fire('click');
    await flush();
    clock.advance(300);
    expect(shown.map((t) => t.type)).toEqual([...triggers]);
    expect(shown.every((t) => t.icon !== undefined)).toBe(true);
    expect(shown.map((t) => t.kind)).toEqual(['info', 'info', 'info', 'info', 'info', 'info', 'warning']);
    expect(service.notices).toEqual({ loyalty: expect.any(Array) });
    toasts.clear();
  });

  it('a guest loads nothing', async () => {
    const { port, events, service } = await setup({ signedIn: false });
    service.run();
    events.fire('click');
    await flush();
    expect(port.callsOf('notifications')).toHaveLength(0);
  });

  it('ended (the start-up stopped): the toasts still waiting do not show, a load on its way shows nothing, navigation loads no more', async () => {
    const { port, clock, toasts, service } = await setup();
    port.pendingNotifications = ok([loyaltyNotification(1)]);
    service.begin();
    await flush();
    expect(clock.pendingTimers).toBe(1);
    service.end();
    service.end();
    expect(clock.pendingTimers).toBe(0);
    clock.advance(10_000);
    expect(toasts.getSnapshot()).toHaveLength(0);

    service.begin();
    service.end(); // while the notifications are on their way
    await flush();
    expect(clock.pendingTimers).toBe(0);
    service.afterNavigation('/');
    service.afterNavigation('/loyalty');
    expect(port.callsOf('notifications')).toHaveLength(2);
  });
});
