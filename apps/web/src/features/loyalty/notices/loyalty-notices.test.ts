import { describe, expect, it } from 'vitest';
import { DeferredLoyaltyNotices } from './loyalty-notices.ts';
import type { LoyaltyNoticesService } from './loyalty-notices.service.ts';

function setup() {
  const events = new EventTarget();
  const calls: string[] = [];
  let loads = 0;
  const service = { afterNavigation: (path: string) => calls.push(`path:${path}`), begin: () => calls.push('begin') } as unknown as LoyaltyNoticesService;
  const errors: unknown[] = [];
  const notices = new DeferredLoyaltyNotices(async () => (loads++, service), events, (e) => errors.push(e));
  return { events, calls, notices, loads: () => loads, errors };
}

describe('DeferredLoyaltyNotices', () => {
  it('loads nothing until the first interaction, then starts the service with the last path and forwards later ones', async () => {
    const s = setup();
    s.notices.waitForInteraction();
    s.notices.afterNavigation('/');
    s.notices.afterNavigation('/gamehall');
    expect(s.loads()).toBe(0);
    s.events.dispatchEvent(new Event('click'));
    s.events.dispatchEvent(new Event('touchstart'));
    await new Promise((done) => setTimeout(done, 0));
    expect(s.loads()).toBe(1);
    expect(s.calls).toEqual(['path:/gamehall', 'begin']);
    s.notices.afterNavigation('/loyalty');
    expect(s.calls.at(-1)).toBe('path:/loyalty');
  });

  it('reports a chunk that fails to load instead of throwing', async () => {
    const events = new EventTarget();
    const errors: unknown[] = [];
    const notices = new DeferredLoyaltyNotices(() => Promise.reject(new Error('offline')), events, (e) => errors.push(e));
    notices.waitForInteraction();
    events.dispatchEvent(new Event('click'));
    await new Promise((done) => setTimeout(done, 0));
    expect(errors).toHaveLength(1);
  });
});
