import { describe, expect, it } from 'vitest';
import { PlayPause } from './play-pause.store.ts';

describe('PlayPause', () => {
  it('stays paused until every reason has resumed', () => {
    const pause = new PlayPause();
    expect(pause.paused).toBe(false);
    pause.pause('reality-check');
    pause.pause('other');
    pause.resume('reality-check');
    expect(pause.paused).toBe(true);
    pause.resume('other');
    expect(pause.paused).toBe(false);
  });
});
