import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastController } from './controller';

describe('ToastController', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('auto-dismisses after 5000 ms by default', () => {
    const toasts = createToastController();
    toasts.show({ title: 'Level up' });
    vi.advanceTimersByTime(4999);
    expect(toasts.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts.getSnapshot()).toHaveLength(0);
  });

  it('honours a custom duration and a sticky 0', () => {
    const toasts = createToastController();
    toasts.show({ title: 'short', duration: 1000 });
    toasts.show({ title: 'sticky', duration: 0 });
    vi.advanceTimersByTime(60_000);
    expect(toasts.getSnapshot().map((t) => t.title)).toEqual(['sticky']);
  });

  it('stacks newest last with defaults kind info and allowClose true', () => {
    const toasts = createToastController();
    toasts.show({ title: 'a' });
    toasts.show({ title: 'b', kind: 'error', allowClose: false });
    expect(toasts.getSnapshot()).toMatchObject([
      { title: 'a', kind: 'info', allowClose: true, duration: 5000 },
      { title: 'b', kind: 'error', allowClose: false },
    ]);
  });

  it('pauses and resumes the remaining time', () => {
    const toasts = createToastController();
    const id = toasts.show({ title: 'hover me' });
    vi.advanceTimersByTime(3000);
    toasts.pause(id);
    vi.advanceTimersByTime(10_000);
    expect(toasts.getSnapshot()).toHaveLength(1);
    toasts.resume(id);
    vi.advanceTimersByTime(1999);
    expect(toasts.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts.getSnapshot()).toHaveLength(0);
  });

  it('dismisses, clears and caps the stack', () => {
    const toasts = createToastController({ max: 2 });
    const a = toasts.show({ title: 'a' });
    toasts.show({ title: 'b' });
    toasts.show({ title: 'c' });
    expect(toasts.getSnapshot().map((t) => t.title)).toEqual(['b', 'c']);
    toasts.dismiss(a);
    toasts.dismiss(toasts.getSnapshot()[0]!.id);
    expect(toasts.getSnapshot().map((t) => t.title)).toEqual(['c']);
    toasts.clear();
    expect(toasts.getSnapshot()).toEqual([]);
  });
});
