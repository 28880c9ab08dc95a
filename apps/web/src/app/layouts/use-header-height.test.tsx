import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHeaderHeight } from './use-header-height.ts';

/** jsdom lays nothing out: a ResizeObserver we can fire with the heights we set. */
const heights = new WeakMap<Element, { value: number }>();
class FakeResizeObserver {
  static all: FakeResizeObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(private readonly callback: ResizeObserverCallback) {
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
  /** What the browser does after its next layout: reports each observed element's size. */
  static fire() {
    for (const o of FakeResizeObserver.all) {
      const entries = [...o.observed].map((target) => ({ target, borderBoxSize: [{ blockSize: heights.get(target)!.value, inlineSize: 400 }] }) as unknown as ResizeObserverEntry);
      if (entries.length) o.callback(entries, o as unknown as ResizeObserver);
    }
  }
}

function header(height: { value: number }): HTMLElement {
  const el = document.createElement('header');
  heights.set(el, height);
  // asking the element for its size forces a layout of the page: the observer's report is enough
  el.getBoundingClientRect = () => {
    throw new Error('forced layout');
  };
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
    expect(result.current).toBeUndefined(); // not laid out yet
    act(() => FakeResizeObserver.fire());
    expect(result.current).toBe(112);

    size.value = 64; // a wider window: the navigation fits on one line
    act(() => FakeResizeObserver.fire());
    expect(result.current).toBe(64);

    await act(async () => {
      root.replaceChildren(header({ value: 90 }));
      await new Promise((resolve) => setTimeout(resolve, 0)); // mutation observers report in a microtask
    });
    act(() => FakeResizeObserver.fire());
    expect(result.current).toBe(90);

    await act(async () => {
      root.replaceChildren(document.createElement('main')); // the empty layout has no header
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(result.current).toBe(0);
  });

  it('asks the header itself where the browser has no ResizeObserver', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const root = document.createElement('div');
    const el = document.createElement('header');
    el.getBoundingClientRect = () => ({ height: 71.6 }) as DOMRect;
    root.append(el);
    const { result } = renderHook(() => useHeaderHeight(root));
    expect(result.current).toBe(72);
  });
});
