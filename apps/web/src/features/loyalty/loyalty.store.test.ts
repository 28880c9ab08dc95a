import { FakeAccountPort, FakeLoyaltyPort, MemoryLocalStorage, RecordingAnalytics, RecordingLogger, accountInfo, loyaltyInfo } from '@casino/adapters/testing';
import { ok } from '@casino/domain/shared';
import type { ApiResult, PlayerLoyalty } from '@casino/domain/ports';
import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { FatalErrorStore } from '../../shared/stores/fatal-error.store.ts';
import { SessionStore } from '../../shared/stores/session.store.ts';
import { LoyaltyStore } from './loyalty.store.ts';

/** A loyalty port that answers in the locale the call started in, as the API client adds it to every call; answers wait until released. */
function localeAwarePort(locale: { current: string }) {
  const port = new FakeLoyaltyPort();
  const names: Record<string, string> = { en: 'Bronze', ar: 'برونز', ru: 'Бронза' };
  const held: Array<() => void> = [];
  port.info = async () => {
    port.calls.push({ name: 'info', args: [] });
    const answer: ApiResult<PlayerLoyalty> = ok(loyaltyInfo({ levels: [{ ...loyaltyInfo().levels[0]!, name: names[locale.current]! }] }));
    await new Promise<void>((release) => held.push(release));
    return answer;
  };
  return { port, release: (i: number) => held[i]!() };
}

function setup() {
  const locale = observable({ current: 'en' });
  const { port, release } = localeAwarePort(locale);
  const session = new SessionStore(new FakeAccountPort(), new MemoryLocalStorage(), new RecordingAnalytics(), new RecordingLogger(), new FatalErrorStore(''));
  session.setAccount(accountInfo({ uid: 7 }));
  const store = new LoyaltyStore(port, session, locale);
  const levelName = () => store.info?.levels[0]?.name;
  return { locale, port, release, store, levelName, switchTo: (code: string) => runInAction(() => (locale.current = code)) };
}

describe('LoyaltyStore', () => {
  it('reads the account once per language, and again after a language switch, without showing the old words meanwhile', async () => {
    const { port, release, store, levelName, switchTo } = setup();
    const first = store.load();
    release(0);
    await first;
    await store.load();
    expect(port.callsOf('info')).toHaveLength(1);
    expect(levelName()).toBe('Bronze');

    switchTo('ar');
    const again = store.load();
    expect(port.callsOf('info')).toHaveLength(2);
    // the levels of the language just left are not on screen as the Arabic ones come
    expect(store.status).toBe('loading');
    release(1);
    await again;
    expect(store.status).toBe('ready');
    expect(levelName()).toBe('برونز');
    await store.load();
    expect(port.callsOf('info')).toHaveLength(2);
  });

  it('keeps the answer of the latest read when the language switched while a read was under way', async () => {
    const { release, store, levelName, switchTo } = setup();
    const english = store.load();
    switchTo('ru');
    const russian = store.load();
    release(1);
    await russian;
    release(0);
    await english;
    expect(levelName()).toBe('Бронза');
    expect(store.status).toBe('ready');
  });
});
