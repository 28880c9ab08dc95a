import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ComboBox } from './index';

const countries = [
  { id: 'de', label: 'Germany' },
  { id: 'gr', label: 'Greece' },
  { id: 'fr', label: 'France' },
];

describe('ComboBox', () => {
  it('filters as you type and selects with Enter', async () => {
    const onSelectionChange = vi.fn();
    render(<ComboBox label="Country" defaultItems={countries} onSelectionChange={onSelectionChange} />);
    const input = screen.getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'gr');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Greece']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenCalledWith('gr');
    expect(input).toHaveValue('Greece');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
