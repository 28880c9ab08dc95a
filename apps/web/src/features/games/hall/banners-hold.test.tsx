import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BANNERS_HOLD_MS, useBannersHold } from './banners-hold.ts';

function Probe({ preloaded, onRender }: { preloaded: boolean; onRender: (state: readonly [boolean, () => void]) => void }) {
  const state = useBannersHold(preloaded);
  onRender(state);
  return <p>{state[0] ? 'holding' : 'shown'}</p>;
}

describe('useBannersHold', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds nothing on a prerendered hall, from its first render (the hydration must match the served markup)', () => {
    const seen: boolean[] = [];
    render(<Probe preloaded onRender={([holding]) => seen.push(holding)} />);
    expect(seen).toEqual([false]);
  });

  it('holds a hall the browser renders until its banners have settled', () => {
    let settle = () => {};
    const view = render(<Probe preloaded={false} onRender={([, settled]) => (settle = settled)} />);
    expect(view.container.textContent).toBe('holding');
    act(() => vi.advanceTimersByTime(BANNERS_HOLD_MS - 1));
    expect(view.container.textContent).toBe('holding');
    act(() => settle());
    expect(view.container.textContent).toBe('shown');
  });

  it('stops holding after BANNERS_HOLD_MS when the banners never settle', () => {
    const view = render(<Probe preloaded={false} onRender={() => {}} />);
    act(() => vi.advanceTimersByTime(BANNERS_HOLD_MS));
    expect(view.container.textContent).toBe('shown');
  });
});
