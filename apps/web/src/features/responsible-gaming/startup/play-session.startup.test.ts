import { accountInfo, ok, playSession } from '@casino/adapters/testing';
import { describe, expect, it, vi } from 'vitest';
import { boundContribution, loadsAfterStopWhileWaiting } from '../../../shared/startup/testing.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { createTestApp } from '../../../test/fixture.ts';
import { PlaySessionStartup } from './play-session.startup.ts';

describe('PlaySessionStartup', () => {
  it('stopped while waiting for a player: a later sign-in loads nothing', async () => {
    expect(await loadsAfterStopWhileWaiting(PlaySessionStartup, (session) => session.setAccount(accountInfo({ uid: 7 })))).toBe(0);
  });

  it('stopped once the watcher runs: its timers are cleared and it follows sign-ins no more', async () => {
    const { container, fakes } = createTestApp({ startup: false });
    fakes.responsibleGaming.session = ok(playSession({ startedAt: fakes.clock.now(), realityCheckMinutes: 15 }));
    const session = container.get(SessionStore);
    const startup = boundContribution(container, PlaySessionStartup);
    void startup.start();
    session.setAccount(accountInfo({ uid: 7 }));
    // the next reality check (the watcher's chunk is transformed on its first import here, which can take seconds)
    await vi.waitFor(() => expect(fakes.clock.pendingTimers).toBeGreaterThan(0), { timeout: 10_000 });
    const loads = () => fakes.responsibleGaming.calls.filter((c) => c.method === 'getPlaySession').length;
    expect(loads()).toBe(1);
    startup.stop();
    startup.stop();
    expect(fakes.clock.pendingTimers).toBe(0);
    session.setAccount(accountInfo({ uid: 0 }));
    session.setAccount(accountInfo({ uid: 8 }));
    await Promise.resolve();
    expect(loads()).toBe(1);
  });
});
