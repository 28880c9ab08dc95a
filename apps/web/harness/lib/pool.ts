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

/**
 * Runs `work` over `items` with at most `limit` of them busy at a time, where a piece of work that only waits on the
 * clock (a real deadline running out in the page) hands its slot to the next item for as long as it waits, through
 * the `idle` it is given. Work back from a wait goes before items not started yet: it holds a page open. Results keep
 * the items' order.
 */
export async function slotPool<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, idle: <W>(wait: () => Promise<W>) => Promise<W>) => Promise<R>,
): Promise<R[]> {
  let free = Math.max(1, limit);
  const queue: Array<() => void> = [];
  const acquire = (first: boolean) =>
    new Promise<void>((granted) => {
      if (free > 0) {
        free -= 1;
        return granted();
      }
      if (first) queue.unshift(granted);
      else queue.push(granted);
    });
  const releaseSlot = () => {
    const waiting = queue.shift();
    if (waiting) waiting();
    else free += 1;
  };
  const idle = async <W>(wait: () => Promise<W>): Promise<W> => {
    releaseSlot();
    try {
      return await wait();
    } finally {
      await acquire(true);
    }
  };
  return Promise.all(
    items.map(async (item) => {
      await acquire(false);
      try {
        return await work(item, idle);
      } finally {
        releaseSlot();
      }
    }),
  );
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
