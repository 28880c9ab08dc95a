import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDialogs } from '../dialogs/context';
import { useToasts } from '../toasts/context';
import { darkTheme, lightTheme } from '../theme/themes.css';
import { UiProvider } from './UiProvider';

function Demo() {
  const dialogs = useDialogs();
  const toasts = useToasts();
  return (
    <>
      <button onClick={() => dialogs.open({ title: 'Hello', render: () => 'hi' })}>open</button>
      <button onClick={() => toasts.show({ title: 'Saved' })}>toast</button>
    </>
  );
}

describe('UiProvider', () => {
  it('applies the dark theme by default to <html> and removes it on unmount', () => {
    const { unmount } = render(<UiProvider>x</UiProvider>);
    expect(document.documentElement).toHaveClass(darkTheme);
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    unmount();
    expect(document.documentElement).not.toHaveClass(darkTheme);
  });

  it('switches theme and takes direction from an RTL locale', () => {
    const { rerender } = render(<UiProvider theme="light" locale="he-IL">x</UiProvider>);
    expect(document.documentElement).toHaveClass(lightTheme);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    rerender(<UiProvider theme="dark" locale="en-GB" dir="rtl">x</UiProvider>);
    expect(document.documentElement).toHaveClass(darkTheme);
    expect(document.documentElement).not.toHaveClass(lightTheme);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('hosts dialogs and toasts through hooks', async () => {
    render(<UiProvider labels={{ notifications: 'Alerts' }}><Demo /></UiProvider>);
    await userEvent.click(screen.getByText('toast'));
    expect(screen.getByRole('region', { name: 'Alerts' })).toHaveTextContent('Saved');
    await userEvent.click(screen.getByText('open'));
    // the dialog host's code loads with the first dialog
    expect(await screen.findByRole('dialog', { name: 'Hello' })).toBeInTheDocument();
    await act(async () => userEvent.keyboard('{Escape}'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
