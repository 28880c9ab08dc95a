import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHeaderHeight } from './use-header-height.ts';

/** jsdom lays nothing out: a ResizeObserver we can fire, and headers whose height we set. */
class FakeResizeObserver {
  static all: FakeResizeObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(private readonly callback: () => void) {
    FakeResizeObserver.all.push(this);
  }
  observe(el: Element) {
    this.observed.add(el);
  }
  unobserve(el: Element) {
    this.observed.delete(el);
  }
  disconnect() {
    this.observed.clear();
  }
  static fire() {
    for (const o of FakeResizeObserver.all) if (o.observed.size) o.callback();
  }
}

function header(height: { value: number }): HTMLElement {
  const el = document.createElement('header');
  el.getBoundingClientRect = () => ({ height: height.value }) as DOMRect;
  return el;
}

describe('useHeaderHeight', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeResizeObserver.all = [];
  });

  it('is the header’s real height, follows it on resize, and finds a new header when the layout changes', async () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const root = document.createElement('div');
    const size = { value: 112 };
    root.append(header(size));
    const { result } = renderHook(() => useHeaderHeight(root));
    expect(result.current).toBe(112);

    size.value = 64; // a wider window: the navigation fits on one line
    act(() => FakeResizeObserver.fire());
    expect(result.current).toBe(64);

    await act(async () => {
      root.replaceChildren(header({ value: 90 }));
      await new Promise((resolve) => setTimeout(resolve, 0)); // mutation observers report in a microtask
    });
    expect(result.current).toBe(90);

    await act(async () => {
      root.replaceChildren(document.createElement('main')); // the empty layout has no header
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(result.current).toBe(0);
  });
});
