import { FakeAccountPort, FakeLoyaltyPort, MemoryLocalStorage, RecordingAnalytics, RecordingLogger, accountInfo, character, err, failure, honourSignals, loyaltyInfo, ok } from '@casino/adapters/testing';
import { describe, expect, it } from 'vitest';
import { FatalErrorStore } from '../../../shared/stores/fatal-error.store.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { LoyaltyStore } from '../loyalty.store.ts';
import { ProgrammeViewModel } from '../programme/programme.vm.ts';
import { CHARACTERS_PAGE, CharactersViewModel } from './characters.vm.ts';

function setup() {
  const port = new FakeLoyaltyPort();
  const session = new SessionStore(new FakeAccountPort(), new MemoryLocalStorage(), new RecordingAnalytics(), new RecordingLogger(), new FatalErrorStore(''));
  session.setAccount(accountInfo({ uid: 7 }));
  const store = new LoyaltyStore(port, session, { current: 'en' });
  return { port, store, vm: new CharactersViewModel(port, store) };
}

describe('CharactersViewModel', () => {
  it('loads again after a remount disposed it mid-load (StrictMode, Activity), and drops the stale answer', async () => {
    const { port, store } = setup();
    const vm = new CharactersViewModel(honourSignals(port), store);
    const first = vm.load();
    vm.dispose();
    const second = vm.load();
    await Promise.all([first, second]);
    expect(vm.status).toBe('ready');
    expect(vm.items).toHaveLength(3);
    vm.dispose();
    vm.dispose();
    await vm.load();
    expect(vm.status).toBe('ready');
    expect(await vm.change(vm.items[1]!)).toBe('changed');
  });

  it('pages the characters by offset and limit, up to the total', async () => {
    const { port, vm } = setup();
    port.characterList = ok(Array.from({ length: 11 }, (_, i) => character(i + 1, { isSelected: i === 0 })));
    await vm.load();
    expect(vm.items).toHaveLength(CHARACTERS_PAGE);
    expect(vm.hasMore).toBe(true);
    await vm.more();
    expect(vm.items).toHaveLength(11);
    expect(vm.hasMore).toBe(false);
    expect(port.callsOf('characters').map((c) => c.args[0])).toEqual([{ offset: 0, limit: 8 }, { offset: 8, limit: 8 }]);
  });

  it('changes the character once; the account shows the new one after', async () => {
    const { port, vm, store } = setup();
    await store.load();
    await vm.load();
    let release!: () => void;
    port.gate = new Promise((resolve) => (release = resolve));
    const first = vm.change(character(2));
    expect(await vm.change(character(2))).toBe('ignored');
    release();
    expect(await first).toBe('changed');
    expect(port.callsOf('setCharacter')).toHaveLength(1);
    expect(vm.selected?.id).toBe(2);
    expect(store.info?.character?.id).toBe(2);
    expect(await vm.change(character(2))).toBe('ignored');
  });

  it('a refused change is a failure and keeps the old character', async () => {
    const { port, vm, store } = setup();
    await store.load();
    await vm.load();
    port.setCharacterResult = err(failure('InvalidParameterException', 400));
    expect(await vm.change(character(3))).toBe('failed');
    expect(vm.selected?.id).toBe(1);
    expect(vm.changing).toBe(false);
  });
});

describe('LoyaltyStore', () => {
  it('progress to the next level; a guest has no account', async () => {
    const { store } = setup();
    await store.load();
    expect(store.currentLevel?.name).toBe('Bronze');
    expect(store.nextLevel?.name).toBe('Silver');
    expect(store.progress).toBe(50);
    const guest = new SessionStore(new FakeAccountPort(), new MemoryLocalStorage(), new RecordingAnalytics(), new RecordingLogger(), new FatalErrorStore(''));
    const port = new FakeLoyaltyPort();
    const guestStore = new LoyaltyStore(port, guest, { current: 'en' });
    await guestStore.load();
    expect(guestStore.info).toBeNull();
    expect(port.callsOf('info')).toHaveLength(0);
  });

  it('counts the points earned towards the next level, not the balance the shop lowered', async () => {
    const { port, store } = setup();
    port.infoResult = ok(loyaltyInfo({ points: 100, statusPoints: 700 }));
    await store.load();
    expect(store.progress).toBe(70);
  });
});

describe('ProgrammeViewModel', () => {
  it('loads again after a remount disposed it mid-load (StrictMode, Activity), and drops the stale answer', async () => {
    const { port } = setup();
    const vm = new ProgrammeViewModel(honourSignals(port));
    const first = vm.load('welcome-path');
    vm.dispose();
    const second = vm.load('welcome-path');
    await Promise.all([first, second]);
    expect(vm.status).toBe('ready');
    vm.dispose();
    vm.dispose();
    await vm.load('welcome-path');
    expect(vm.status).toBe('ready');
    expect(vm.programme?.quests).toHaveLength(2);
  });

  it('one programme with its quests; an unknown one is not found, a failure is failed', async () => {
    const { port } = setup();
    const vm = new ProgrammeViewModel(port);
    await vm.load('welcome-path');
    expect(vm.programme?.quests).toHaveLength(2);
    await vm.load('nope');
    expect(vm.status).toBe('notFound');
    port.programList = err(failure());
    await vm.load('welcome-path');
    expect(vm.status).toBe('failed');
  });
});
