/** Runs `work` over `items` with at most `limit` in flight; results keep the items' order. */
export async function pool<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const runners = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  });
  await Promise.all(runners);
  return results;
}

/** Retries `fn` once after a failure (flaky navigations); the second failure propagates. */
export async function retryOnce<T>(fn: (attempt: number) => Promise<T>, onRetry?: (error: unknown) => void): Promise<T> {
  try {
    return await fn(1);
  } catch (error) {
    onRetry?.(error);
    return fn(2);
  }
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
