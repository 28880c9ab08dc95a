import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createDialogController } from './controller';
import { DialogHost } from './DialogHost';

function setup() {
  const dialogs = createDialogController<ReactNode>();
  render(<DialogHost controller={dialogs} labels={{ close: 'Fermer' }} />);
  return dialogs;
}

describe('DialogHost', () => {
  it('renders the open popup with its title and closes on Escape', async () => {
    const dialogs = setup();
    act(() => void dialogs.open({ title: 'Deposit', render: () => <p>Body</p> }));
    expect(screen.getByRole('dialog', { name: 'Deposit' })).toHaveTextContent('Body');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dialogs.isOpen).toBe(false);
  });

  it('closes with the translated close button', async () => {
    const dialogs = setup();
    act(() => void dialogs.open({ kind: 'curtain', title: 'Menu', render: () => 'menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(dialogs.isOpen).toBe(false);
  });

  it('closes a popup on overlay click but not a prevent-close one', async () => {
    const dialogs = setup();
    const now = vi.spyOn(performance, 'now').mockReturnValue(0);
    act(() => void dialogs.open({ title: 'Promo', render: () => 'x' }));
    const overlay = document.querySelector('[data-dialog-id]') as HTMLElement;
    // the second click of the double click that opened it lands on the overlay: the popup stays
    now.mockReturnValue(300);
    await userEvent.click(overlay);
    expect(dialogs.isOpen).toBe(true);
    now.mockReturnValue(800);
    await userEvent.click(overlay);
    expect(dialogs.isOpen).toBe(false);
    now.mockRestore();

    let force = () => {};
    act(() => {
      const handle = dialogs.open({ title: 'Finish sign-up', preventClose: true, render: () => 'form' });
      force = () => handle.close(undefined, { force: true });
    });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(document.querySelector('[data-dialog-id]') as HTMLElement);
    expect(screen.getByRole('dialog', { name: 'Finish sign-up' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fermer' })).toBeNull();
    act(() => force());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stacks: Escape closes only the top dialog', async () => {
    const dialogs = setup();
    act(() => {
      dialogs.open({ title: 'Bottom', render: () => 'a' });
      dialogs.open({ title: 'Top', render: () => 'b' });
    });
    expect(screen.getByRole('dialog', { name: 'Top' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Top' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Bottom' })).toBeInTheDocument();
  });

  it('confirm resolves from its buttons', async () => {
    const dialogs = setup();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => void (answer = dialogs.confirm({ title: 'Burn bonuses?', agreeLabel: 'Burn', rejectLabel: 'Keep' })));
    expect(screen.getByRole('alertdialog', { name: 'Burn bonuses?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Burn' }));
    await expect(answer).resolves.toBe(true);
    act(() => void (answer = dialogs.confirm({ title: 'Remove?' })));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });

  it('a confirm waits for its buttons: Escape does not dismiss it (canCloseDialog)', async () => {
    const dialogs = setup();
    act(() => void dialogs.confirm({ title: 'Leave the game?' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Leave the game?' })).toBeInTheDocument();
  });

  it('locks page scroll while any dialog is open', async () => {
    const dialogs = setup();
    let close = () => {};
    act(() => {
      const handle = dialogs.open({ title: 'A', render: () => 'a' });
      close = () => void handle.close();
    });
    await waitFor(() => expect(document.documentElement.style.overflow).toBe('hidden'));
    act(() => close());
    await waitFor(() => expect(document.documentElement.style.overflow).not.toBe('hidden'));
  });

  it('the queued popup appears after the previous one closes', async () => {
    const dialogs = setup();
    act(() => {
      dialogs.queue({ title: 'First', render: () => '1' });
      dialogs.queue({ title: 'Second', render: () => '2' });
    });
    expect(screen.queryByRole('dialog', { name: 'Second' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeInTheDocument();
  });

  it('content closes itself with a result', async () => {
    const dialogs = setup();
    let result: Promise<unknown> = Promise.resolve();
    act(() => {
      result = dialogs.open<string>({ title: 'Pick', render: ({ close }) => <button onClick={() => close('gold')}>Gold</button> }).result;
    });
    await userEvent.click(screen.getByRole('button', { name: 'Gold' }));
    await expect(result).resolves.toBe('gold');
  });
});

describe('DialogHost, taking the place of a dialog drawn in the page', () => {
  it('removes the drawn copy as its own mounts, and shows its own without an entrance', () => {
    const dialogs = setup();
    const drawn = document.body.appendChild(document.createElement('div'));
    drawn.setAttribute('data-static-dialog', 'welcome');
    act(() => void dialogs.open({ title: 'Welcome', replaces: drawn, render: () => 'offer' }));
    expect(drawn.isConnected).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Welcome' })).toHaveTextContent('offer');
    expect(document.querySelector('[data-dialog-id]')).toHaveAttribute('data-instant');
  });

  it('gives any other dialog its entrance', () => {
    const dialogs = setup();
    act(() => void dialogs.open({ title: 'Deposit', render: () => 'x' }));
    expect(document.querySelector('[data-dialog-id]')).not.toHaveAttribute('data-instant');
  });
});
