// @vitest-environment jsdom
import { accountInfo, campaignPopup, failure } from '@casino/adapters/testing';
import { DAY_MS, err, ok } from '@casino/domain/shared';
import { describe, expect, it, vi } from 'vitest';
import { AppNavigator } from '../../shared/services/navigator.ts';
import { LocaleStore } from '../../shared/stores/locale.store.ts';
import { PROMOTION_PAUSE_KEY, PromotionStore } from '../../shared/stores/promotion.store.ts';
import { SessionStore } from '../../shared/stores/session.store.ts';
import { SEEN_CAMPAIGN_POPUPS_KEY } from './campaign-popups.service.ts';
import { at, holdPopups, setup } from './testing.ts';

describe('CampaignPopupService', () => {
  it('opens the highest-priority unseen popup after a route change and remembers it', async () => {
    const { service, dialogs, fakes } = setup();
    fakes.campaigns.popups = ok([campaignPopup({ sysname: 'low', priority: 1 }), campaignPopup({ sysname: 'high', priority: 9, title: 'High' })]);
    await service.afterNavigation(at('/promotions'));
    expect(dialogs.getSnapshot().stack.map((d) => d.title)).toEqual(['High']);
    expect(fakes.storage.get(SEEN_CAMPAIGN_POPUPS_KEY)).toEqual(['high']);
    dialogs.closeAll({ force: true });
    await service.afterNavigation(at('/offers'));
    expect(fakes.storage.get(SEEN_CAMPAIGN_POPUPS_KEY)).toEqual(['high', 'low']);
    dialogs.closeAll({ force: true });
    await service.afterNavigation(at('/winners'));
    expect(dialogs.getSnapshot().stack).toHaveLength(0);
  });

  it('never opens on game pages or the cashier deposit page', async () => {
    const { service, dialogs, fakes } = setup();
    await service.afterNavigation(at('/game/lucky-fortune'));
    await service.afterNavigation(at('/cashier/deposit'));
    await service.afterNavigation(at('/cashier/deposit/visa'));
    expect(fakes.campaigns.requests).toEqual([]);
    expect(dialogs.getSnapshot().stack).toHaveLength(0);
  });

  it('previews a popup by sysname with #popup-preview, seen or not, and on any page', async () => {
    const { service, dialogs, fakes } = setup();
    fakes.storage.set(SEEN_CAMPAIGN_POPUPS_KEY, ['welcome']);
    await service.afterNavigation(at('/game/x', '#popup-preview', { popup: ['welcome'] }));
    expect(fakes.campaigns.requests).toEqual(['welcome']);
    expect(dialogs.getSnapshot().stack).toHaveLength(1);
  });

  it('never follows a dialog: one open on the route, or opened by the address, holds campaigns until the path changes', async () => {
    const { service, dialogs } = setup();
    const signIn = dialogs.open({ title: 'Sign in', render: () => null });
    await service.afterNavigation(at('/'));
    expect(dialogs.getSnapshot().queued).toHaveLength(0);
    signIn.close();
    await service.afterNavigation(at('/', '', { from: ['x'] })); // closing removed its query keys: same route
    expect(dialogs.getSnapshot().stack).toHaveLength(0);
    await service.afterNavigation({ ...at('/offers', '', { show_popup_reg: ['1'] }), opensDialog: true });
    expect(dialogs.getSnapshot().stack).toHaveLength(0);
    await service.afterNavigation(at('/offers'));
    expect(dialogs.getSnapshot().stack).toHaveLength(0);
    await service.afterNavigation(at('/promotions'));
    expect(dialogs.getSnapshot().stack.map((d) => d.title)).toEqual(['Welcome']);
  });

  it('drops a popup when a dialog opened while it loaded; it stays unseen for the next route', async () => {
    const { service, dialogs, fakes } = setup();
    const release = holdPopups(fakes);
    const pending = service.afterNavigation(at('/'));
    const registration = dialogs.open({ title: 'Registration', render: () => null });
    registration.close();
    release();
    await pending;
    expect(dialogs.getSnapshot()).toMatchObject({ stack: [], queued: [] });
    expect(fakes.storage.get(SEEN_CAMPAIGN_POPUPS_KEY)).toBeUndefined();
  });

  it('shows a popup only to its audience as the player is now, and never on the embedded forms', async () => {
    const { service, dialogs, fakes, container } = setup();
    fakes.campaigns.popups = ok([campaignPopup({ sysname: 'sign-up', audience: 'guest', priority: 9 }), campaignPopup({ sysname: 'boost', title: 'Boost', audience: 'player' })]);
    fakes.account.info = ok(accountInfo({ uid: 7 }));
    await container.get(SessionStore).load();
    await service.afterNavigation(at('/forms/sign_in'));
    await service.afterNavigation(at('/forms/sign_up', '#popup-preview', { popup: ['sign-up'] }));
    expect(fakes.campaigns.requests).toEqual([]);
    await service.afterNavigation(at('/promotions'));
    expect(dialogs.getSnapshot().stack.map((d) => d.title)).toEqual(['Boost']);
  });

  it('logs failures without showing anything', async () => {
    const { service, dialogs, fakes } = setup();
    fakes.campaigns.popups = err(failure());
    await service.afterNavigation(at('/offers'));
    expect(fakes.logger.entries.map((e) => e.message)).toContain('campaign popups failed');
    expect(dialogs.getSnapshot().stack).toHaveLength(0);
  });

  it('button actions: deposit and internal links navigate in the locale; external links are refused', async () => {
    const { service, container, fakes } = setup();
    const navigate = vi.fn();
    container.get(AppNavigator).attach(navigate);
    await container.get(LocaleStore).loadLocales();
    service.act({ label: 'Deposit', action: 'deposit', url: null }, 'http://app.test');
    service.act({ label: 'More', action: 'link', url: '/promotions/7' }, 'http://app.test');
    service.act({ label: 'Out', action: 'link', url: 'https://evil.example/' }, 'http://app.test');
    service.act({ label: 'JS', action: 'link', url: 'javascript:alert(1)' }, 'http://app.test');
    expect(navigate.mock.calls).toEqual([['/cashier/deposit'], ['/promotions/7']]);
    expect(fakes.logger.entries.filter((e) => e.message === 'campaign popup link refused')).toHaveLength(2);
  });

  it('shows nothing while a break holds promotion back in this browser (the guest after a time-out), and again once it ends', async () => {
    // the page loads with the pause a time-out left behind
    const { service, dialogs, fakes } = setup((fakes) => fakes.storage.set(PROMOTION_PAUSE_KEY, { reason: 'timeout', until: fakes.clock.now() + DAY_MS }));
    await service.afterNavigation(at('/promotions'));
    expect(fakes.campaigns.requests).toEqual([]);
    expect(dialogs.getSnapshot().stack).toHaveLength(0);
    fakes.clock.advance(DAY_MS);
    await service.afterNavigation(at('/offers'));
    expect(dialogs.getSnapshot().stack.map((d) => d.title)).toEqual(['Welcome']);
  });

  it('drops a popup when a break starts while it loads', async () => {
    const { service, dialogs, fakes, container } = setup();
    const release = holdPopups(fakes);
    const pending = service.afterNavigation(at('/offers'));
    container.get(PromotionStore).pauseFor({ reason: 'timeout', until: null });
    release();
    await pending;
    expect(dialogs.getSnapshot()).toMatchObject({ stack: [], queued: [] });
  });

  it('prepares at start-up: reads the popups, loads the renderer for one that would show, and the first route change takes that answer', async () => {
    let loads = 0;
    const { service, dialogs, fakes } = setup(undefined, async () => {
      loads += 1;
      return () => null;
    });
    await service.prepare();
    expect([fakes.campaigns.requests.length, loads]).toEqual([1, 1]);
    expect(dialogs.getSnapshot()).toMatchObject({ stack: [], queued: [] });
    await service.afterNavigation(at('/promotions'));
    expect(fakes.campaigns.requests).toHaveLength(1);
    expect(dialogs.getSnapshot().stack.map((d) => d.title)).toEqual(['Welcome']);
    // the answer served one route change: the next asks afresh
    dialogs.closeAll({ force: true });
    await service.afterNavigation(at('/offers'));
    expect(fakes.campaigns.requests).toHaveLength(2);
  });

  it('asks for the image of the popup that would show while preparing, and for none when every popup was seen', async () => {
    const image = { mobile: '/static/popups/high-mobile.webp', desktop: '/static/popups/high-desktop.webp' };
    document.head.innerHTML = '';
    const { service, fakes } = setup((fakes) => {
      fakes.campaigns.popups = ok([campaignPopup({ sysname: 'low', priority: 1, image: { mobile: '/low.webp', desktop: '/low.webp' } }), campaignPopup({ sysname: 'high', priority: 9, image })]);
    });
    fakes.storage.set(SEEN_CAMPAIGN_POPUPS_KEY, ['low', 'high']);
    await service.prepare();
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
    fakes.storage.set(SEEN_CAMPAIGN_POPUPS_KEY, []);
    await service.prepare();
    expect([...document.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'))).toEqual([image.mobile, image.desktop]);
  });

  it('prepares without the renderer when every popup was seen, and a failed renderer reaches the caller', async () => {
    let loads = 0;
    const { service, fakes } = setup(undefined, async () => {
      loads += 1;
      throw new Error('chunk failed');
    });
    fakes.storage.set(SEEN_CAMPAIGN_POPUPS_KEY, ['welcome']);
    await service.prepare();
    expect(loads).toBe(0);
    fakes.storage.set(SEEN_CAMPAIGN_POPUPS_KEY, []);
    await expect(service.prepare()).rejects.toThrow('chunk failed');
  });

  it('offers no deposit campaign to a player who deposited in this session, but other campaigns still', async () => {
    const { service, dialogs, fakes, container } = setup();
    const depositButton = { label: 'Deposit', action: 'deposit', url: null } as const;
    fakes.campaigns.popups = ok([
      campaignPopup({ sysname: 'boost', title: 'Deposit today', audience: 'player', priority: 9, buttons: [depositButton] }),
      campaignPopup({ sysname: 'news', title: 'News', audience: 'player', priority: 1 }),
    ]);
    fakes.account.info = ok(accountInfo({ uid: 7 }));
    await container.get(SessionStore).load();
    container.get(PromotionStore).depositMade();
    await service.afterNavigation(at('/cashier/paysuccess'));
    expect(dialogs.getSnapshot().stack.map((d) => d.title)).toEqual(['News']);
    expect(fakes.storage.get(SEEN_CAMPAIGN_POPUPS_KEY)).toEqual(['news']);
  });
});
