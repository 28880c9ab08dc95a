import { describe, expect, it } from 'vitest';
import { slotPool } from './pool.ts';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('slotPool', () => {
  it('keeps at most `limit` items busy, and an item waiting on the clock lets the next one start', async () => {
    let busy = 0;
    let most = 0;
    const started: number[] = [];
    let endWait!: () => void;
    const waited = new Promise<void>((r) => (endWait = r));
    const run = slotPool([0, 1, 2, 3], 2, async (item, idle) => {
      started.push(item);
      busy += 1;
      most = Math.max(most, busy);
      await tick();
      if (item === 0) {
        busy -= 1;
        await idle(() => waited);
        busy += 1;
        most = Math.max(most, busy);
      }
      await tick();
      busy -= 1;
      return item * 10;
    });
    for (let i = 0; i < 10; i += 1) await tick();
    // item 0 waits on the clock: 1, 2 and 3 have had its slot meanwhile
    expect(started).toEqual([0, 1, 2, 3]);
    endWait();
    expect(await run).toEqual([0, 10, 20, 30]);
    expect(most).toBeLessThanOrEqual(2);
  });

  it('gives a slot back from a wait before starting an item that has not started', async () => {
    const order: string[] = [];
    let endWait!: () => void;
    const waited = new Promise<void>((r) => (endWait = r));
    let holdB!: () => void;
    const heldB = new Promise<void>((r) => (holdB = r));
    const run = slotPool(['a', 'b', 'c'], 1, async (item, idle) => {
      order.push(`start ${item}`);
      if (item === 'a') {
        await idle(() => waited);
        order.push('a back');
      }
      if (item === 'b') {
        endWait();
        await heldB;
      }
      order.push(`end ${item}`);
    });
    for (let i = 0; i < 5; i += 1) await tick();
    holdB();
    await run;
    expect(order).toEqual(['start a', 'start b', 'end b', 'a back', 'end a', 'start c', 'end c']);
  });
});
