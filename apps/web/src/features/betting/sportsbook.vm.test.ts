import { accountInfo, FakeAccountPort, FakeContentPort, MemoryLocalStorage, RecordingAnalytics, RecordingLogger, RecordingMessaging } from '@casino/adapters/testing';
import { defaultContentConfig } from '@casino/domain/ports';
import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ContentStore } from '../../shared/stores/content.store.ts';
import { FatalErrorStore } from '../../shared/stores/fatal-error.store.ts';
import { SessionStore } from '../../shared/stores/session.store.ts';
import type { SportsbookSignIn } from './sportsbook-sign-in.ts';
import { MIN_FRAME_HEIGHT, SportsbookViewModel } from './sportsbook.vm.ts';

const APP = 'https://casino.example';
const BOOK = 'https://sb.example';

/** A sign-in dialog that stays open until `close()`. */
class FakeSignIn implements SportsbookSignIn {
  opened = 0;
  private closeFn: (() => void) | undefined;
  open(): Promise<unknown> {
    this.opened += 1;
    return new Promise((resolve) => (this.closeFn = () => resolve(undefined)));
  }
  close() {
    this.closeFn?.();
  }
}

function setup(options: { signedIn?: boolean } = {}) {
  const account = new FakeAccountPort();
  const logger = new RecordingLogger();
  const session = new SessionStore(account, new MemoryLocalStorage(), new RecordingAnalytics(), logger, new FatalErrorStore(''));
  if (options.signedIn) session.setAccount(accountInfo({ uid: 7 }));
  const content = new ContentStore(new FakeContentPort(), logger);
  runInAction(() => (content.config = { ...defaultContentConfig('en'), sections: { sportsbook: { url: `${BOOK}/book/`, enabled: true } } }));
  const messaging = new RecordingMessaging();
  const signIn = new FakeSignIn();
  const frame = { name: 'frame window' };
  const vm = new SportsbookViewModel(content, session, messaging, signIn);
  vm.start(APP, () => frame);
  const fromFrame = (data: unknown) => messaging.receive(data, BOOK, frame);
  const balanceReads = () => account.calls.filter((c) => c === 'getBalance').length;
  return { vm, messaging, signIn, frame, fromFrame, balanceReads, session };
}

describe('SportsbookViewModel', () => {
  it('reads the frame again when started after a remount disposed it (StrictMode, Activity)', () => {
    const { vm, fromFrame, frame } = setup();
    vm.dispose();
    vm.dispose();
    fromFrame({ type: 'height', payload: { height: 1200 } });
    expect(vm.height).toBe(MIN_FRAME_HEIGHT);
    vm.start(APP, () => frame);
    fromFrame({ type: 'height', payload: { height: 1500 } });
    expect(vm.height).toBe(1500);
  });

  it('opens the frame at the inner page the address names, and only at plain paths', () => {
    const { vm } = setup();
    vm.show('');
    expect(vm.frameSrc).toBe(`${BOOK}/book/`);
    vm.show('football/match-1');
    expect(vm.frameSrc).toBe(`${BOOK}/book/football/match-1`);
    vm.show('../admin');
    expect(vm.frameSrc).toBe(`${BOOK}/book/`);
  });

  it('resizes the frame, never below the room it keeps', () => {
    const { vm, fromFrame } = setup();
    fromFrame({ type: 'height', payload: { height: 1500 } });
    expect(vm.height).toBe(1500);
    fromFrame({ type: 'height', payload: { height: 10 } });
    expect(vm.height).toBe(MIN_FRAME_HEIGHT);
  });

  it('follows the frame inner navigation in the address without reopening the frame', () => {
    const { vm, fromFrame } = setup({ signedIn: true });
    vm.show('');
    fromFrame({ type: 'navigate', payload: { path: 'tennis/event-2' } });
    expect(vm.addressPath).toBe('/bets/tennis/event-2');
    vm.show('tennis/event-2'); // the router caught up with the address
    expect(vm.frameSrc).toBe(`${BOOK}/book/`);
  });

  it('keeps a guest on /betting (inner addresses are for players)', () => {
    const { vm, fromFrame } = setup();
    vm.show('');
    fromFrame({ type: 'navigate', payload: { path: 'tennis' } });
    expect(vm.addressPath).toBeUndefined();
  });

  it('opens one sign-in dialog for a guest however often the frame asks, and none for a player', () => {
    const guest = setup();
    guest.fromFrame({ type: 'signIn' });
    guest.fromFrame({ type: 'signIn' });
    expect(guest.signIn.opened).toBe(1);
    const player = setup({ signedIn: true });
    player.fromFrame({ type: 'signIn' });
    expect(player.signIn.opened).toBe(0);
  });

  it('opens the dialog again once the first one closed', async () => {
    const { signIn, fromFrame } = setup();
    fromFrame({ type: 'signIn' });
    signIn.close();
    await new Promise((resolve) => setTimeout(resolve, 0));
    fromFrame({ type: 'signIn' });
    expect(signIn.opened).toBe(2);
  });

  it('re-reads the balance after a bet', () => {
    const { fromFrame, balanceReads } = setup({ signedIn: true });
    fromFrame({ type: 'balance' });
    expect(balanceReads()).toBe(1);
  });

  it('ignores messages from another origin, another window, malformed ones, and all after dispose', () => {
    const { vm, messaging, signIn, frame, fromFrame, balanceReads } = setup({ signedIn: true });
    messaging.receive({ type: 'balance' }, 'https://evil.example', frame);
    messaging.receive({ type: 'balance' }, BOOK, { name: 'another window' });
    fromFrame({ type: 'height', payload: { height: '9000' } });
    fromFrame({ type: 'navigate', payload: { path: '//evil.example' } });
    expect(balanceReads()).toBe(0);
    expect(vm.height).toBe(MIN_FRAME_HEIGHT);
    vm.dispose();
    fromFrame({ type: 'balance' });
    expect(balanceReads()).toBe(0);
    expect(signIn.opened).toBe(0);
  });
});
