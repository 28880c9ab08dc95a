import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/fixture.ts';
import { Toasts } from '../../../shared/services/overlays.ts';
import { PromotionStore } from '../../../shared/stores/promotion.store.ts';
import { SocialReturnService } from './social-return.service.ts';
import { FakeSocialWindow } from './social-window.fake.ts';
import { SocialWindow } from './social-window.ts';

function setup(address: string) {
  const app = createTestApp({ startup: false }); // the start-up would resolve the service with the real window
  const win = new FakeSocialWindow();
  win.current = address;
  app.container.rebindSync(SocialWindow).toConstantValue(win);
  return { ...app, win, service: app.container.get(SocialReturnService) };
}

describe('SocialReturnService (the page the provider returns to)', () => {
  it('in the popup: drops the marker, tells the same-origin opener with our origin as target, closes', () => {
    const { win, service, fakes } = setup('/offers?x=1&social_auth=done#top');
    const received: unknown[] = [];
    win.opener = { postMessage: (message) => received.push(message) };
    expect(service.handleReturn()).toBe(true);
    expect(win.current).toBe('/offers?x=1#top');
    expect(fakes.messaging.sent).toEqual([{ message: { type: 'social_auth_done' }, targetOrigin: 'https://casino.test' }]);
    expect(win.closed).toBe(true);
  });

  it('in the popup after a refused sign-in: tells the opener why and until when, and drops those keys too', () => {
    const { win, service, fakes } = setup('/offers?social_auth=done&sign_in_refused=timeout&refused_period=24h&refused_until=2026-12-03T10%3A00%3A00.000Z');
    win.opener = { postMessage: () => undefined };
    expect(service.handleReturn()).toBe(true);
    expect(win.current).toBe('/offers');
    expect(fakes.messaging.sent).toEqual([
      { message: { type: 'social_auth_done', payload: { kind: 'timeout', period: '24h', until: '2026-12-03T10:00:00.000Z' } }, targetOrigin: 'https://casino.test' },
    ]);
  });

  it('after the whole-page fallback (no opener): drops the marker, forgets the stored back address, stays', () => {
    const { win, service, fakes } = setup('/offers?social_auth=done');
    fakes.storage.set('back_url_social', '/offers');
    expect(service.handleReturn()).toBe(true);
    expect(win.current).toBe('/offers');
    expect(fakes.storage.get('back_url_social')).toBeUndefined();
    expect(fakes.messaging.sent).toEqual([]);
    expect(win.closed).toBe(false);
  });

  it('after the whole-page fallback of a refused sign-in: says why and until when in a notice, and pauses promotion', () => {
    const { win, service, container, i18n } = setup('/offers?social_auth=done&sign_in_refused=timeout&refused_period=24h&refused_until=2026-12-03T10%3A00%3A00.000Z');
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    expect(service.handleReturn()).toBe(true);
    expect(win.current).toBe('/offers');
    const [notice] = container.get<Toasts>(Toasts).getSnapshot();
    expect(notice).toMatchObject({ kind: 'error', title: 'We could not sign you in' });
    expect(notice?.description).toMatch(/^You are taking a time-out until .*2026.*\. You can sign in again after that\.$/);
    expect(container.get(PromotionStore).allowed).toBe(false);
  });

  it('does nothing on an ordinary page, even one opened by our app', () => {
    const { win, service, fakes } = setup('/cashier/paynewwindow');
    win.opener = { postMessage: () => undefined };
    expect(service.handleReturn()).toBe(false);
    expect(win.current).toBe('/cashier/paynewwindow');
    expect(fakes.messaging.sent).toEqual([]);
    expect(win.closed).toBe(false);
  });
});
