import { err, failure, FakeResponsibleGamingPort, ok, playSession } from '@casino/adapters/testing';
import { describe, expect, it } from 'vitest';
import { PlaySessionStore } from '../play-session/play-session.store.ts';
import { PlaySettingsViewModel } from './play-settings.vm.ts';

function setup() {
  const port = new FakeResponsibleGamingPort();
  const store = new PlaySessionStore();
  return { port, store, vm: new PlaySettingsViewModel(port, store) };
}

describe('PlaySettingsViewModel', () => {
  it('shows the saved settings and shares the session with the watcher', async () => {
    const { vm, port, store } = setup();
    port.session = ok(playSession({ realityCheckMinutes: 30, sessionLimitMinutes: 60, endsAt: 3_600_000 }));
    await vm.load();
    expect([vm.realityCheck, vm.sessionLimit]).toEqual([30, 60]);
    expect(store.session?.endsAt).toBe(3_600_000);
  });

  it('saves both settings once at a time and updates the shared session', async () => {
    const { vm, port, store } = setup();
    await vm.load();
    vm.setRealityCheck(15);
    vm.setSessionLimit(120);
    let open!: () => void;
    port.gate = new Promise((resolve) => (open = resolve));
    const first = vm.save();
    expect(await vm.save()).toBe('none');
    open();
    expect(await first).toBe('saved');
    expect(port.callsOf('setPlaySettings')).toEqual([[15, 120]]);
    expect(store.session).toMatchObject({ realityCheckMinutes: 15, sessionLimitMinutes: 120, endsAt: 120 * 60_000 });
  });

  it('says when the server could not be reached and keeps the choice', async () => {
    const { vm, port } = setup();
    vm.setSessionLimit(30);
    port.settingsResult = err(failure('Network', 0));
    expect(await vm.save()).toBe('unavailable');
    expect(vm.sessionLimit).toBe(30);
  });
});
