import { describe, expect, it, vi } from 'vitest';
import { createGuardedReload, RELOAD_STAMP_KEY } from './page-reload-guard.ts';

function setup(stamp?: number) {
  const store = new Map<string, unknown>(stamp === undefined ? [] : [[RELOAD_STAMP_KEY, stamp]]);
  const storage = { get: <T,>(k: string) => store.get(k) as T | undefined, set: (k: string, v: unknown) => void store.set(k, v) };
  const clock = { now: 50_000 };
  const reload = vi.fn();
  return { reloadOnce: createGuardedReload(reload, storage, () => clock.now), reload, store, clock };
}

describe('createGuardedReload', () => {
  it('reloads and stamps the time; not again within 10 seconds, again after', () => {
    const { reloadOnce, reload, store, clock } = setup();
    expect(reloadOnce()).toBe(true);
    expect(store.get(RELOAD_STAMP_KEY)).toBe(50_000);
    clock.now += 9_999;
    expect(reloadOnce()).toBe(false);
    clock.now += 1;
    expect(reloadOnce()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('a reload for another cause a moment ago (the stamp is shared) holds this one back', () => {
    const { reloadOnce, reload } = setup(45_000);
    expect(reloadOnce()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
