import { act, render, screen } from '@testing-library/react';
import { Countdown, formatClock } from './index';

describe('Countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('formats clocks', () => {
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(3661)).toBe('1:01:01');
    expect(formatClock(-3)).toBe('0:00');
  });

  it('ticks each second, announces at intervals and calls onEnd once', () => {
    const onEnd = vi.fn();
    const { container } = render(<Countdown seconds={62} onEnd={onEnd} announce={(n) => (n ? `${n} s` : 'done')} />);
    expect(screen.getByText('1:02')).toBeInTheDocument();
    // the countdown's own live region (react-aria leaves its global announcer in the shared document)
    const live = container.querySelector('[aria-live="polite"]')!;
    expect(live).toHaveTextContent('62 s');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('1:01')).toBeInTheDocument();
    expect(live).toHaveTextContent('62 s'); // not every tick
    act(() => vi.advanceTimersByTime(1000));
    expect(live).toHaveTextContent('60 s');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('0:00')).toBeInTheDocument();
    expect(live).toHaveTextContent('done');
    act(() => vi.advanceTimersByTime(5000));
    expect(onEnd).toHaveBeenCalledOnce();
  });

  it('says the new time left at once when the count starts again from another value (not the first one, stale)', () => {
    // a first render counted from the wrong moment (a page rendered earlier, a clock not read yet) reads 20792 days
    const { container, rerender } = render(<Countdown seconds={1_796_446_000} announce={(n) => `${n} s`} />);
    const live = container.querySelector('[aria-live="polite"]')!;
    rerender(<Countdown seconds={95} announce={(n) => `${n} s`} />);
    expect(screen.getByText('1:35')).toBeInTheDocument();
    expect(live).toHaveTextContent('95 s');
    // and then only at its intervals again
    act(() => vi.advanceTimersByTime(1000));
    expect(live).toHaveTextContent('95 s');
    act(() => vi.advanceTimersByTime(4000));
    expect(live).toHaveTextContent('90 s');
  });

  it('holds while paused and restarts on new seconds', () => {
    const { rerender } = render(<Countdown seconds={10} isPaused />);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('0:10')).toBeInTheDocument();
    rerender(<Countdown seconds={10} />);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('0:07')).toBeInTheDocument();
    rerender(<Countdown seconds={30} />);
    expect(screen.getByText('0:30')).toBeInTheDocument();
  });
});
