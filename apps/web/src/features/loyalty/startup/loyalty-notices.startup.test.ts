import { describe, expect, it } from 'vitest';
import { DeferredLoyaltyNotices } from '../notices/loyalty-notices.ts';
import type { LoyaltyNoticesService } from '../notices/loyalty-notices.service.ts';
import { LoyaltyNoticesStartup } from './loyalty-notices.startup.ts';

describe('LoyaltyNoticesStartup', () => {
  it('waits for the first interaction; stopped, its listeners are gone and a click loads nothing', async () => {
    const events = new EventTarget();
    let loads = 0;
    const notices = new DeferredLoyaltyNotices(() => (loads++, new Promise<LoyaltyNoticesService>(() => undefined)), events, () => undefined);
    const startup = new LoyaltyNoticesStartup(notices);
    startup.start();
    startup.stop();
    startup.stop();
    events.dispatchEvent(new Event('click'));
    expect(loads).toBe(0);

    startup.start(); // started again (a new app over the same stand-in): it waits again
    events.dispatchEvent(new Event('touchstart'));
    expect(loads).toBe(1);
  });
});
