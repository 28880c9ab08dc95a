import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Switch } from './index';

describe('Switch', () => {
  it('toggles from the keyboard', async () => {
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>I have a promo code</Switch>);
    await userEvent.tab();
    const sw = screen.getByRole('switch', { name: 'I have a promo code' });
    expect(sw).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(sw).toBeChecked();
    expect(onChange).toHaveBeenCalledWith(true);
  });
  it('is inert when disabled', async () => {
    render(<Switch isDisabled>Off</Switch>);
    await userEvent.click(screen.getByText('Off'));
    expect(screen.getByRole('switch')).not.toBeChecked();
  });
});
