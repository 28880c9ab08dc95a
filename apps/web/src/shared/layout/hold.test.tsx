import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOLD_MS, useHold } from './hold.ts';

function Probe({ preloaded, onRender }: { preloaded: boolean; onRender: (state: readonly [boolean, () => void]) => void }) {
  const state = useHold(!preloaded);
  onRender(state);
  return <p>{state[0] ? 'holding' : 'shown'}</p>;
}

describe('useHold', () => {
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
    act(() => vi.advanceTimersByTime(HOLD_MS - 1));
    expect(view.container.textContent).toBe('holding');
    act(() => settle());
    expect(view.container.textContent).toBe('shown');
  });

  it('stops holding after HOLD_MS when the banners never settle', () => {
    const view = render(<Probe preloaded={false} onRender={() => {}} />);
    act(() => vi.advanceTimersByTime(HOLD_MS));
    expect(view.container.textContent).toBe('shown');
  });
});
