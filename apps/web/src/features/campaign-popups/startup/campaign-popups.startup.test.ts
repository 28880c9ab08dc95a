// @vitest-environment jsdom
import { DAY_MS } from '@casino/domain/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { PROMOTION_PAUSE_KEY, PromotionStore } from '../../../shared/stores/promotion.store.ts';
import { createTestApp, type TestFakes } from '../../../test/fixture.ts';
import type { CampaignPopups } from '../campaign-popups.ts';
import { CampaignPopupsStartup } from './campaign-popups.startup.ts';

class CountingPopups implements CampaignPopups {
  prepared = 0;
  async afterNavigation(): Promise<void> {}
  async prepare(): Promise<void> {
    this.prepared += 1;
  }
}

/** The promise callbacks queued so far have run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The start-up job on a page loaded at `path`, run as the app runs it: once the locales are known, before the start
 * locale is active; then start-up activates it.
 */
async function startAt(path: string, before?: (fakes: TestFakes) => void) {
  window.history.replaceState(null, '', path);
  const { container } = createTestApp({ before });
  const locale = container.get(LocaleStore);
  await locale.loadLocales();
  const popups = new CountingPopups();
  new CampaignPopupsStartup(popups, locale, container.get(PromotionStore)).start();
  await locale.start({ path, browserLanguages: [], authenticated: false, accountLocale: null, strategy: 'url' });
  await settled();
  return popups;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('CampaignPopupsStartup', () => {
  it('loads the popups on a page where one may open, with or without a locale prefix', async () => {
    expect((await startAt('/profile/bonuses')).prepared).toBe(1);
    expect((await startAt('/ru/profile/settings')).prepared).toBe(1);
    expect((await startAt('/')).prepared).toBe(1);
  });

  it("asks for the popups only once the start locale is active, so they come in the page's language", async () => {
    window.history.replaceState(null, '', '/ar/gamehall');
    const { container } = createTestApp();
    const locale = container.get(LocaleStore);
    await locale.loadLocales();
    const asked: string[] = [];
    const popups = new CountingPopups();
    popups.prepare = async () => void asked.push(locale.current);
    new CampaignPopupsStartup(popups, locale, container.get(PromotionStore)).start();
    await settled();
    expect(asked).toEqual([]);
    await locale.start({ path: '/ar/gamehall', browserLanguages: [], authenticated: false, accountLocale: null, strategy: 'url' });
    await settled();
    expect(asked).toEqual(['ar']);
  });

  it('loads nothing over a game, the deposit form or an embedded form', async () => {
    expect((await startAt('/game/lucky-fortune')).prepared).toBe(0);
    expect((await startAt('/ar/cashier/deposit')).prepared).toBe(0);
    expect((await startAt('/forms/registration')).prepared).toBe(0);
  });

  it('loads nothing while promotion is paused in this browser', async () => {
    const paused = await startAt('/profile/bonuses', (fakes) => fakes.storage.set(PROMOTION_PAUSE_KEY, { reason: 'timeout', until: fakes.clock.now() + DAY_MS }));
    expect(paused.prepared).toBe(0);
  });
});
