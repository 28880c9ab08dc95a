import { act, fireEvent, render, screen } from '@testing-library/react';
import { createToastController } from './controller';
import { ToastRegion } from './ToastRegion';

describe('ToastRegion', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sits under the header inside a polite live region', () => {
    const toasts = createToastController();
    render(<ToastRegion controller={toasts} headerHeight={72} label="Benachrichtigungen" />);
    const region = screen.getByRole('region', { name: 'Benachrichtigungen' });
    expect(region.style.insetBlockStart).toMatch(/calc\((72px \+ 8px|80px)\)/); // header height + 8px gap
    expect(region.querySelector('ol')).toHaveAttribute('aria-live', 'polite');
  });

  it('shows toasts, removes them after 5000 ms, and closes on demand', () => {
    const toasts = createToastController();
    render(<ToastRegion controller={toasts} closeLabel="Close" />);
    act(() => void toasts.show({ title: 'Quest done', description: '+50 coins', kind: 'success' }));
    expect(screen.getByText('Quest done')).toBeInTheDocument();
    expect(screen.getByText('+50 coins')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Quest done')).toBeNull();

    act(() => void toasts.show({ title: 'Profile saved', duration: 0 }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Profile saved')).toBeNull();
  });

  it('hides the close button when allowClose is false', () => {
    const toasts = createToastController();
    render(<ToastRegion controller={toasts} />);
    act(() => void toasts.show({ title: 'Wait', allowClose: false }));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('pauses while hovered', () => {
    const toasts = createToastController();
    render(<ToastRegion controller={toasts} />);
    act(() => void toasts.show({ title: 'Hover' }));
    fireEvent.pointerEnter(screen.getByText('Hover').closest('li')!);
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByText('Hover')).toBeInTheDocument();
    fireEvent.pointerLeave(screen.getByText('Hover').closest('li')!);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Hover')).toBeNull();
  });
});
