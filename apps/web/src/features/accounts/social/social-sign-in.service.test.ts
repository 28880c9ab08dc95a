// @vitest-environment jsdom
import { accountInfo } from '@casino/adapters/testing';
import { ok } from '@casino/domain/shared';
import { describe, expect, it, vi } from 'vitest';
import { AppNavigator } from '../../../shared/services/navigator.ts';
import { PromotionStore } from '../../../shared/stores/promotion.store.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { createTestApp } from '../../../test/fixture.ts';
import { bindModules } from '../../../shared/di/lazy-chunk.ts';
import { modules } from '../wiring.ts';
import { POPUP_CLOSED_POLL_MS, POPUP_MESSAGE_GRACE_MS, SocialSignInService } from './social-sign-in.service.ts';
import { FakeSocialWindow } from './social-window.fake.ts';
import { SocialWindow } from './social-window.ts';

function setup(address = '/gamehall?category=slots') {
  const app = createTestApp();
  const win = new FakeSocialWindow();
  win.current = address;
  app.container.rebindSync(SocialWindow).toConstantValue(win);
  bindModules(app.container, modules);
  const navigated: string[] = [];
  app.container.get(AppNavigator).attach((to) => navigated.push(to));
  const service = app.container.get(SocialSignInService);
  const signedIn = vi.fn();
  return { ...app, win, service, navigated, signedIn, session: app.container.get(SessionStore) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const query = (url: string) => new URL(url, 'https://casino.test').searchParams;

describe('SocialSignInService', () => {
  it('opens a centred 640×480 popup at /oauth/init with service, redirect_url (back address + marker) and type_auth', () => {
    const { service, win, fakes } = setup();
    service.start({ service: 'google', typeAuth: 'login' });
    const [popup] = win.opened;
    expect(popup?.url.startsWith('/oauth/init?')).toBe(true);
    expect(Object.fromEntries(query(popup!.url))).toEqual({
      service: 'google',
      redirect_url: 'https://casino.test/gamehall?category=slots&social_auth=done',
      type_auth: 'login',
    });
    expect(popup?.features).toBe('width=640,height=480,left=420,top=210');
    expect(fakes.storage.get('back_url_social')).toBe('/gamehall?category=slots');
  });

  it('uses the backUrl query as the back address and drops the popup-opening keys', () => {
    const first = setup('/?show_popup_auth=1&prevent_close=1&x=1');
    first.service.start({ service: 'google', typeAuth: 'registration' });
    expect(query(first.win.opened[0]!.url).get('redirect_url')).toBe('https://casino.test/?x=1&social_auth=done');
    expect(query(first.win.opened[0]!.url).get('type_auth')).toBe('registration');
    const second = setup('/?backUrl=%2Fpromotions');
    second.service.start({ service: 'google', typeAuth: 'login' });
    expect(second.fakes.storage.get('back_url_social')).toBe('/promotions');
  });

  it('falls back to a whole-page navigation to /oauth/init when the popup is blocked', () => {
    const { service, win } = setup('/offers');
    win.popupBlocked = true;
    service.start({ service: 'facebook', typeAuth: 'login' });
    expect(win.assigned).toHaveLength(1);
    expect(query(win.assigned[0]!).get('redirect_url')).toBe('https://casino.test/offers?social_auth=done');
    expect(query(win.assigned[0]!).get('service')).toBe('facebook');
  });

  it('on the popup message from our origin: reloads the session, calls onSignedIn, goes to the back address', async () => {
    const { service, win, fakes, signedIn, navigated, session } = setup('/offers');
    service.start({ service: 'google', typeAuth: 'login', onSignedIn: signedIn });
    win.current = '/offers?show_popup_auth=1';
    fakes.account.info = ok(accountInfo({ uid: 21, login: 'social@example.com', isRegistrationCompleted: false }));
    fakes.messaging.receive({ type: 'social_auth_done' }, 'https://casino.test', win.opened[0]!.handle);
    await flush();
    expect(session.uid).toBe(21);
    expect(signedIn).toHaveBeenCalledOnce();
    expect(navigated).toEqual(['/offers']);
    expect(fakes.storage.get('back_url_social')).toBeUndefined();
    fakes.messaging.receive({ type: 'social_auth_done' }, 'https://casino.test', win.opened[0]!.handle);
    await flush();
    expect(signedIn).toHaveBeenCalledOnce();
  });

  it('waits for the open popup again when started after a dispose (hot reload), and stops waiting on dispose', async () => {
    const { service, win, fakes, signedIn, session } = setup('/offers');
    service.start({ service: 'google', typeAuth: 'login' });
    service.dispose();
    service.dispose();
    expect(fakes.clock.pendingTimers).toBe(0);
    service.start({ service: 'google', typeAuth: 'login', onSignedIn: signedIn });
    expect(win.opened).toHaveLength(1);
    expect(win.opened[0]!.handle.focused).toBe(1);
    fakes.account.info = ok(accountInfo({ uid: 21, login: 'social@example.com' }));
    fakes.messaging.receive({ type: 'social_auth_done' }, 'https://casino.test', win.opened[0]!.handle);
    await flush();
    expect(session.uid).toBe(21);
    expect(signedIn).toHaveBeenCalledOnce();
  });

  it('the provider sends the player back but the site keeps them a guest (a break): onRefused, no onSignedIn', async () => {
    const { service, win, fakes, signedIn, navigated } = setup('/offers');
    const refused = vi.fn();
    service.start({ service: 'google', typeAuth: 'login', onSignedIn: signedIn, onRefused: refused });
    fakes.messaging.receive({ type: 'social_auth_done' }, 'https://casino.test', win.opened[0]!.handle);
    await flush();
    expect(refused).toHaveBeenCalledOnce();
    expect(refused).toHaveBeenCalledWith(undefined); // the backend did not say which break
    expect(signedIn).not.toHaveBeenCalled();
    expect(navigated).toEqual([]);
  });

  it('a refusal the popup reports with its break hands the break on: kind, period, until when', async () => {
    const app = setup('/offers');
    const { service, win, fakes } = app;
    const refused = vi.fn();
    service.start({ service: 'google', typeAuth: 'login', onRefused: refused });
    const payload = { kind: 'exclusion', period: '6m', until: '2027-06-01T09:30:00.000Z' };
    fakes.messaging.receive({ type: 'social_auth_done', payload }, 'https://casino.test', win.opened[0]!.handle);
    await flush();
    expect(refused).toHaveBeenCalledWith({ kind: 'exclusion', period: '6m', until: Date.parse(payload.until) });
    // a break taken elsewhere holds promotion back in this browser too
    expect(app.container.get(PromotionStore).allowed).toBe(false);
  });

  it('a permanent exclusion has no end; a payload that is not one is read as no reason', async () => {
    const permanent = setup('/offers');
    const refused = vi.fn();
    permanent.service.start({ service: 'google', typeAuth: 'login', onRefused: refused });
    permanent.fakes.messaging.receive({ type: 'social_auth_done', payload: { kind: 'exclusion', period: 'permanent' } }, 'https://casino.test', permanent.win.opened[0]!.handle);
    await flush();
    expect(refused).toHaveBeenLastCalledWith({ kind: 'exclusion', period: 'permanent', until: null });
    const odd = setup('/offers');
    odd.service.start({ service: 'google', typeAuth: 'login', onRefused: refused });
    odd.fakes.messaging.receive({ type: 'social_auth_done', payload: { kind: 42 } }, 'https://casino.test', odd.win.opened[0]!.handle);
    await flush();
    expect(refused).toHaveBeenLastCalledWith(undefined);
  });

  it('ignores a completion message of our origin from a window other than the popup (another tab, a framed page)', async () => {
    const { service, fakes, signedIn } = setup();
    service.start({ service: 'google', typeAuth: 'login', onSignedIn: signedIn });
    fakes.account.info = ok(accountInfo({ uid: 21 }));
    fakes.messaging.receive({ type: 'social_auth_done' }, 'https://casino.test', { postMessage: () => undefined });
    fakes.messaging.receive({ type: 'social_auth_done' }, 'https://casino.test');
    await flush();
    expect(fakes.account.calls).not.toContain('getInfo');
    expect(signedIn).not.toHaveBeenCalled();
  });

  it('ignores a completion message from a foreign origin and other message types', async () => {
    const { service, fakes, signedIn } = setup();
    service.start({ service: 'google', typeAuth: 'login', onSignedIn: signedIn });
    fakes.account.info = ok(accountInfo({ uid: 21 }));
    fakes.messaging.receive({ type: 'social_auth_done' }, 'https://evil.example');
    fakes.messaging.receive({ type: 'something_else' }, 'https://casino.test');
    await flush();
    expect(fakes.account.calls).not.toContain('getInfo');
    expect(signedIn).not.toHaveBeenCalled();
  });

  it('a popup closed without a message ends the wait: signed in → onSignedIn, still a guest → nothing', async () => {
    const guest = setup();
    const refused = vi.fn();
    guest.service.start({ service: 'google', typeAuth: 'login', onSignedIn: guest.signedIn, onRefused: refused });
    guest.win.opened[0]!.handle.closed = true;
    guest.fakes.clock.advance(POPUP_CLOSED_POLL_MS);
    await flush();
    expect(guest.fakes.account.calls, 'the message may still come').not.toContain('getInfo');
    guest.fakes.clock.advance(POPUP_MESSAGE_GRACE_MS);
    await flush();
    expect(guest.fakes.account.calls).toContain('getInfo');
    expect(guest.signedIn).not.toHaveBeenCalled();
    expect(refused).not.toHaveBeenCalled(); // closing the popup is a change of mind, not a refusal
    expect(guest.navigated).toEqual([]);
    expect(guest.fakes.clock.pendingTimers).toBe(0);

    const player = setup();
    player.service.start({ service: 'google', typeAuth: 'login', onSignedIn: player.signedIn });
    player.fakes.account.info = ok(accountInfo({ uid: 5 }));
    player.win.opened[0]!.handle.closed = true;
    player.fakes.clock.advance(POPUP_CLOSED_POLL_MS);
    player.fakes.clock.advance(POPUP_MESSAGE_GRACE_MS);
    await flush();
    expect(player.signedIn).toHaveBeenCalledOnce();
  });

  it('a popup seen closed before its message is handled (a busy page) still reports the refusal, once', async () => {
    const { service, win, fakes } = setup('/offers');
    const refused = vi.fn();
    service.start({ service: 'google', typeAuth: 'login', onRefused: refused });
    win.opened[0]!.handle.closed = true;
    fakes.clock.advance(POPUP_CLOSED_POLL_MS);
    fakes.messaging.receive({ type: 'social_auth_done' }, 'https://casino.test', win.opened[0]!.handle);
    await flush();
    fakes.clock.advance(POPUP_MESSAGE_GRACE_MS);
    await flush();
    expect(refused).toHaveBeenCalledOnce();
    expect(fakes.account.calls.filter((call) => call === 'getInfo')).toHaveLength(1);
    expect(fakes.clock.pendingTimers).toBe(0);
  });

  it('a second press while the popup is open focuses it instead of opening another', () => {
    const { service, win } = setup();
    service.start({ service: 'google', typeAuth: 'login' });
    service.start({ service: 'google', typeAuth: 'login' });
    expect(win.opened).toHaveLength(1);
    expect(win.opened[0]!.handle.focused).toBe(1);
  });
});
