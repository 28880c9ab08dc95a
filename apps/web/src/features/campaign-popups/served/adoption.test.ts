// @vitest-environment jsdom
import { accountInfo, campaignPopup } from '@casino/adapters/testing';
import { ok } from '@casino/domain/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppNavigator } from '../../../shared/services/navigator.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import type { TestFakes } from '../../../test/fixture.ts';
import { SEEN_CAMPAIGN_POPUPS_KEY } from '../campaign-popups.service.ts';
import { at, holdPopups, setup } from '../testing.ts';

describe("the popup service, with a popup the page's HTML drew (served/)", () => {
  /**
   * A prerendered page whose script showed the served popup `sysname` and marked it seen, as it does; `inside`: its
   * markup (its buttons, a press the script held).
   */
  function served(sysname: string, fakes: TestFakes, shown = true, inside = '', attributes = ''): Element {
    document.body.innerHTML = `<div data-static-dialog="${sysname}"${shown ? '' : ' hidden'}${attributes}>${inside}</div>`;
    if (shown) fakes.storage.set(SEEN_CAMPAIGN_POPUPS_KEY, [sysname]);
    return document.body.firstElementChild!;
  }

  afterEach(() => void (document.body.innerHTML = ''));

  it('opens its own dialog in the served popup\'s place, loading the renderer at start-up though the popup is marked seen', async () => {
    let loads = 0;
    const { service, dialogs, fakes } = setup(undefined, async () => {
      loads += 1;
      return () => null;
    });
    const element = served('welcome', fakes);
    await service.prepare();
    expect(loads).toBe(1);
    await service.afterNavigation(at('/gamehall'));
    const [dialog] = dialogs.getSnapshot().stack;
    expect([dialog?.title, dialog?.replaces]).toEqual(['Welcome', element]);
    expect(fakes.storage.get(SEEN_CAMPAIGN_POPUPS_KEY)).toEqual(['welcome']);
    // the host removes it as its dialog mounts; until then it stays on screen
    expect(element.isConnected).toBe(true);
  });

  it('takes it out of the page, and offers the visitor\'s own popup instead, when its campaign does not fit them', async () => {
    const { service, dialogs, fakes, container } = setup();
    fakes.campaigns.popups = ok([campaignPopup({ sysname: 'welcome', audience: 'guest', priority: 9 }), campaignPopup({ sysname: 'boost', title: 'Boost', audience: 'player' })]);
    fakes.account.info = ok(accountInfo({ uid: 7 }));
    await container.get(SessionStore).load();
    const element = served('welcome', fakes);
    await service.afterNavigation(at('/gamehall'));
    expect(element.isConnected).toBe(false);
    expect(dialogs.getSnapshot().stack.map((d) => [d.title, d.replaces])).toEqual([['Boost', undefined]]);
  });

  it('leaves it closed when the visitor closed it before the app was ready', async () => {
    const { service, dialogs, fakes } = setup();
    const element = served('welcome', fakes);
    const release = holdPopups(fakes);
    const pending = service.afterNavigation(at('/gamehall'));
    element.remove();
    release();
    await pending;
    expect(dialogs.getSnapshot()).toMatchObject({ stack: [], queued: [] });
  });

  it('does what a button pressed before the app started says (a deposit), instead of showing the popup again', async () => {
    const { service, dialogs, fakes, container } = setup();
    const navigate = vi.fn();
    container.get(AppNavigator).attach(navigate);
    fakes.campaigns.popups = ok([campaignPopup({ buttons: [{ label: 'Later', action: 'close', url: null }, { label: 'Deposit', action: 'deposit', url: null }] })]);
    const buttons = '<button data-served-button="0" data-served-action="close">Later</button><button data-served-button="1" data-served-action="deposit">Deposit</button>';
    const release = holdPopups(fakes);
    const element = served('welcome', fakes, true, buttons);
    const pending = service.afterNavigation(at('/gamehall'));
    // pressed while the app was getting ready
    element.setAttribute('data-pressed', '1');
    release();
    await pending;
    expect(navigate.mock.calls).toEqual([['/cashier/deposit']]);
    expect(element.isConnected).toBe(false);
    expect(dialogs.getSnapshot()).toMatchObject({ stack: [], queued: [] });
  });

  it('shows its own dialog as usual when the pressed button no longer does the same in the campaign as it runs now', async () => {
    const { service, dialogs, fakes, container } = setup();
    const navigate = vi.fn();
    container.get(AppNavigator).attach(navigate);
    fakes.campaigns.popups = ok([campaignPopup({ buttons: [{ label: 'Promotions', action: 'link', url: '/promotions' }] })]);
    const element = served('welcome', fakes, true, '<button data-served-button="0" data-served-action="deposit">Deposit</button>', ' data-pressed="0"');
    await service.afterNavigation(at('/gamehall'));
    expect(navigate).not.toHaveBeenCalled();
    expect(dialogs.getSnapshot().stack.map((dialog) => dialog.replaces)).toEqual([element]);
  });

  it('takes a served popup that never showed out of the page, and only on the first route change', async () => {
    const { service, dialogs, fakes } = setup();
    const hidden = served('welcome', fakes, false);
    fakes.storage.set(SEEN_CAMPAIGN_POPUPS_KEY, ['welcome']);
    await service.afterNavigation(at('/gamehall'));
    expect(hidden.isConnected).toBe(false);
    const later = served('welcome', fakes);
    await service.afterNavigation(at('/promotions'));
    expect(later.isConnected).toBe(true);
    expect(dialogs.getSnapshot().stack).toHaveLength(0);
  });
});
