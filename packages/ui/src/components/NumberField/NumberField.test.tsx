import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AmountField, NumberField } from './index';

describe('NumberField', () => {
  it('steps with arrow keys and buttons within limits', async () => {
    const onChange = vi.fn();
    render(<NumberField label="Spins" defaultValue={9} maxValue={10} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Spins' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveValue('10');
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveValue('10');
    await userEvent.click(screen.getByRole('button', { name: /Decrease/ }));
    expect(input).toHaveValue('9');
    expect(onChange).toHaveBeenLastCalledWith(9);
  });
});

describe('AmountField', () => {
  it('formats currency and commits a typed amount on blur', async () => {
    const onChange = vi.fn();
    render(<AmountField label="Amount" currency="EUR" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '25.5');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(25.5);
    expect(input).toHaveValue('€25.5');
  });
  it('marks invalid', () => {
    render(<AmountField label="Amount" currency="USD" isInvalid errorMessage="Minimum 10" />);
    expect(screen.getByText('Minimum 10')).toBeInTheDocument();
  });
});
