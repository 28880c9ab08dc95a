import { campaignPopup, failure } from '@casino/adapters/testing';
import { err, ok } from '@casino/domain';
import { describe, expect, it, vi } from 'vitest';
import { AppNavigator } from '../../shared/services/navigator.ts';
import { Dialogs } from '../../shared/services/overlays.ts';
import { LocaleStore } from '../../shared/stores/locale.store.ts';
import { createTestApp } from '../../test/fixture.ts';
import { bindModules } from '../../shared/di/lazy-chunk.ts';
import { modules } from './campaign-popups.chunk.ts';
import { CampaignPopupService, SEEN_CAMPAIGN_POPUPS_KEY } from './campaign-popups.service.ts';

const at = (path: string, hash = '', query: Record<string, string[]> = {}) => ({ path, hash, query });

function setup() {
  const app = createTestApp();
  bindModules(app.container, modules);
  const service = app.container.get(CampaignPopupService);
  const dialogs = app.container.get<Dialogs>(Dialogs);
  return { ...app, service, dialogs };
}

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

  it('queues behind an open dialog and logs failures without showing anything', async () => {
    const { service, dialogs, fakes } = setup();
    dialogs.open({ title: 'Sign in', render: () => null });
    await service.afterNavigation(at('/'));
    expect(dialogs.getSnapshot().queued).toHaveLength(1);
    fakes.campaigns.popups = err(failure());
    fakes.storage.remove(SEEN_CAMPAIGN_POPUPS_KEY);
    await service.afterNavigation(at('/offers'));
    expect(fakes.logger.entries.map((e) => e.message)).toContain('campaign popups failed');
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
});
