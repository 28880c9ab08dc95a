// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { waitForBackend } from './backend-ready.ts';

/** A clock that moves only when the wait sleeps. */
function clock() {
  let t = 0;
  return { now: () => t, sleep: async (ms: number) => void (t += ms), elapsed: () => t };
}

describe('waitForBackend', () => {
  it('returns as soon as the backend answers, asking again at the interval until then', async () => {
    const time = clock();
    let asked = 0;
    const ready = await waitForBackend(async () => ++asked >= 3, { limitMs: 10_000, intervalMs: 500, ...time });
    expect(ready).toBe(true);
    expect(asked).toBe(3);
    expect(time.elapsed()).toBe(1_000);
  });

  it('gives up after its limit when the backend never answers (a probe that throws counts as no answer)', async () => {
    const time = clock();
    const ready = await waitForBackend(async () => Promise.reject(new Error('ECONNREFUSED')), { limitMs: 2_000, intervalMs: 500, ...time });
    expect(ready).toBe(false);
    expect(time.elapsed()).toBe(2_000);
  });
});
