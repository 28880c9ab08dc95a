import { afterEach, describe, expect, it, vi } from 'vitest';
import { installPreloadRecovery, RELOAD_STAMP_KEY } from './preload-recovery.ts';

function fakeTarget() {
  const target = new EventTarget() as EventTarget & { location: { reload: () => void } };
  target.location = { reload: vi.fn() };
  const fire = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    return event;
  };
  return { target, fire };
}

function setup(now: { value: number }) {
  const { target, fire } = fakeTarget();
  const store = new Map<string, unknown>();
  const storage = { get: <T,>(k: string) => store.get(k) as T | undefined, set: (k: string, v: unknown) => void store.set(k, v) };
  installPreloadRecovery(target as never, storage, () => now.value);
  return { target, store, fire };
}

describe('installPreloadRecovery', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reloads once when a lazy chunk is missing, and not again within 10 seconds', () => {
    const now = { value: 100_000 };
    const { target, store, fire } = setup(now);
    expect(fire().defaultPrevented).toBe(true);
    expect(target.location.reload).toHaveBeenCalledTimes(1);
    expect(store.get(RELOAD_STAMP_KEY)).toBe(100_000);
    now.value += 9_999;
    expect(fire().defaultPrevented).toBe(false);
    expect(target.location.reload).toHaveBeenCalledTimes(1);
    now.value += 2;
    fire();
    expect(target.location.reload).toHaveBeenCalledTimes(2);
  });

  it('starts, and still recovers, when the browser blocks storage (reading sessionStorage throws)', () => {
    const denied = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    Object.defineProperty(globalThis, 'sessionStorage', { configurable: true, get: denied });
    try {
      const { target, fire } = fakeTarget();
      expect(() => installPreloadRecovery(target as never)).not.toThrow();
      expect(fire().defaultPrevented).toBe(true);
      expect(target.location.reload).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(globalThis, 'sessionStorage');
    }
  });
});
