import { describe, expect, it } from 'vitest';
import { DeferredLoyaltyNotices } from './loyalty-notices.ts';
import type { LoyaltyNoticesService } from './loyalty-notices.service.ts';

function setup() {
  const events = new EventTarget();
  const calls: string[] = [];
  let loads = 0;
  const service = { afterNavigation: (path: string) => calls.push(`path:${path}`), begin: () => calls.push('begin'), end: () => calls.push('end') } as unknown as LoyaltyNoticesService;
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

  it('stopped while waiting: its listeners are gone, so an interaction loads nothing; a second stop is harmless', async () => {
    const s = setup();
    s.notices.waitForInteraction();
    s.notices.stop();
    s.notices.stop();
    s.events.dispatchEvent(new Event('click'));
    await new Promise((done) => setTimeout(done, 0));
    expect(s.loads()).toBe(0);
    expect(s.calls).toEqual([]);
  });

  it('stopped once started: the service ends and hears no more navigations; a chunk arriving after the stop starts nothing', async () => {
    const s = setup();
    s.notices.waitForInteraction();
    s.events.dispatchEvent(new Event('click'));
    await new Promise((done) => setTimeout(done, 0));
    s.notices.stop();
    s.notices.afterNavigation('/loyalty');
    expect(s.calls).toEqual(['begin', 'end']);

    const late = setup();
    late.notices.waitForInteraction();
    late.events.dispatchEvent(new Event('click'));
    late.notices.stop(); // the chunk is still on its way
    await new Promise((done) => setTimeout(done, 0));
    expect(late.calls).toEqual([]);
  });
});
