import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JackpotTicker } from './JackpotTicker.tsx';

/** An IntersectionObserver the test moves into view by hand. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | undefined;
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.last = this;
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  show(visible: boolean) {
    const entries = this.targets.map((target) => ({ target, isIntersecting: visible }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const jackpot = { amount: 12_345.67, currency: 'EUR' };

describe('JackpotTicker', () => {
  let frames: number;
  beforeEach(() => {
    frames = 0;
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => {}, removeEventListener: () => {} }));
    vi.stubGlobal('requestAnimationFrame', () => ++frames);
    vi.stubGlobal('cancelAnimationFrame', () => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeIntersectionObserver.last = undefined;
  });

  it('waits until the figure is in view before it rolls', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { container } = render(<JackpotTicker value={jackpot} />);
    expect(container.querySelector('[data-ticker="rolling"]')).not.toBeNull();
    act(() => FakeIntersectionObserver.last!.show(false));
    expect(frames).toBe(0);
    act(() => FakeIntersectionObserver.last!.show(true));
    expect(frames).toBe(1);
  });

  it('rolls at once where the browser cannot tell what is in view', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<JackpotTicker value={jackpot} />);
    expect(frames).toBe(1);
  });

  it('stands still for reduced motion, whatever is in view', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true, addEventListener: () => {}, removeEventListener: () => {} }));
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { container } = render(<JackpotTicker value={jackpot} />);
    expect(container.querySelector('[data-ticker="still"]')?.textContent).toBe('€12,345.67');
    expect(FakeIntersectionObserver.last).toBeUndefined();
    expect(frames).toBe(0);
  });
});
