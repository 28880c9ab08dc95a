import { describe, expect, it } from 'vitest';
import { actionMs, DURATION_THRESHOLD_MS, fmtMs, interactionDurations } from './interactions.ts';

describe('interactionDurations', () => {
  it('takes the slowest event of each interaction, from `since` on, and leaves out events of no interaction', () => {
    const entries = [
      { interactionId: 7, duration: 24, startTime: 90 }, // before `since`: the tap that opened the form
      { interactionId: 8, duration: 40, startTime: 100 }, // keydown
      { interactionId: 8, duration: 56, startTime: 101 }, // keyup of the same key
      { interactionId: 0, duration: 200, startTime: 110 }, // a pointer move
      { interactionId: 9, duration: 32, startTime: 150 },
    ];
    expect([...interactionDurations(entries, 100)]).toEqual([
      [8, 56],
      [9, 32],
    ]);
  });
});

describe('actionMs', () => {
  it("is the action's slowest interaction", () => {
    const entries = [
      { interactionId: 1, duration: 48, startTime: 10 },
      { interactionId: 2, duration: 120, startTime: 20 },
      { interactionId: 3, duration: 64, startTime: 30 },
    ];
    expect(actionMs(entries)).toBe(120);
  });

  it('stands at the threshold when the browser reported nothing (every interaction was shorter)', () => {
    expect(actionMs([{ interactionId: 1, duration: 300, startTime: 5 }], 10)).toBe(DURATION_THRESHOLD_MS);
    expect(fmtMs(actionMs([]))).toBe(`≤ ${DURATION_THRESHOLD_MS}`);
    expect(fmtMs(104.3)).toBe('104');
  });
});
