import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './index';

const items = [
  { id: 'eur', label: 'Euro' },
  { id: 'usd', label: 'US dollar' },
  { id: 'btc', label: 'Bitcoin', isDisabled: true },
];

describe('Select', () => {
  it('opens with the keyboard, chooses and closes', async () => {
    const onChange = vi.fn();
    render(<Select label="Currency" items={items} onChange={onChange} placeholder="Choose" />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('usd');
    expect(listbox).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /US dollar/ })).toBeInTheDocument();
  });

  it('stays open for multiple selection', async () => {
    const onChange = vi.fn();
    render(<Select label="Providers" items={items} selectionMode="multiple" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button'));
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByText('Euro'));
    await userEvent.click(within(listbox).getByText('US dollar'));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(['eur', 'usd']);
  });

  it('does not choose disabled options', async () => {
    render(<Select label="Currency" items={items} />);
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('option', { name: 'Bitcoin' })).toHaveAttribute('aria-disabled', 'true');
  });
});
