import { describe, expect, it, vi } from 'vitest';
import { installPreloadRecovery, RELOAD_STAMP_KEY } from './preload-recovery.ts';

function setup(now: { value: number }) {
  const target = new EventTarget() as EventTarget & { location: { reload: () => void } };
  target.location = { reload: vi.fn() };
  const store = new Map<string, string>();
  const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
  installPreloadRecovery(target as never, storage, () => now.value);
  const fire = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    return event;
  };
  return { target, store, fire };
}

describe('installPreloadRecovery', () => {
  it('reloads once when a lazy chunk is missing, and not again within 10 seconds', () => {
    const now = { value: 100_000 };
    const { target, store, fire } = setup(now);
    expect(fire().defaultPrevented).toBe(true);
    expect(target.location.reload).toHaveBeenCalledTimes(1);
    expect(store.get(RELOAD_STAMP_KEY)).toBe('100000');
    now.value += 9_999;
    expect(fire().defaultPrevented).toBe(false);
    expect(target.location.reload).toHaveBeenCalledTimes(1);
    now.value += 2;
    fire();
    expect(target.location.reload).toHaveBeenCalledTimes(2);
  });
});
