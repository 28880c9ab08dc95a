import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, PAINT_WAIT_MS, yieldToBrowser } from './yield-to-browser.ts';

describe('yieldToBrowser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("uses the browser's scheduler where there is one", async () => {
    const yieldNow = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldNow });
    await yieldToBrowser();
    expect(yieldNow).toHaveBeenCalledOnce();
  });

  it('otherwise resumes in a later task, not in a microtask of this one', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    let resumed = false;
    void yieldToBrowser().then(() => (resumed = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(resumed).toBe(false);
    await vi.runAllTimersAsync();
    expect(resumed).toBe(true);
  });
});

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const settledSoon = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    return () => done;
  };

  it('resumes in a task after the next animation frame, not before it', async () => {
    vi.useFakeTimers();
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    vi.stubGlobal('document', { visibilityState: 'visible' });
    const done = await settledSoon(afterNextPaint());
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_MS / 2);
    expect(done()).toBe(false);
    frames.shift()!();
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });

  it('stops waiting for a frame that does not come, and does not wait at all on a hidden page', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    vi.stubGlobal('document', { visibilityState: 'visible' });
    const waited = await settledSoon(afterNextPaint());
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_MS);
    expect(waited()).toBe(true);

    vi.stubGlobal('document', { visibilityState: 'hidden' });
    const hidden = await settledSoon(afterNextPaint());
    expect(hidden()).toBe(true);
  });
});
