/**
 * Waits until the backend answers, at most `limitMs`. The server's first renders (the warm-up, the first visitors'
 * game pages) read the backend's settings: started beside it (`npm run serve` starts both at once), they ran before
 * it listened and rendered with defaults ("SEO settings could not be loaded"). Bounded, because a backend that never
 * comes must not keep the site closed: the caller opens anyway and says so.
 * `probe` resolves true once the backend answered a read.
 */
export async function waitForBackend(probe: () => Promise<boolean>, options: { limitMs: number; intervalMs?: number; now?: () => number; sleep?: (ms: number) => Promise<void> }): Promise<boolean> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  const until = now() + options.limitMs;
  for (;;) {
    if (await probe().catch(() => false)) return true;
    if (now() >= until) return false;
    await sleep(Math.min(options.intervalMs ?? 500, Math.max(0, until - now())));
  }
}
