import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './index';

describe('Checkbox', () => {
  it('toggles with click and Space', async () => {
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>I accept the terms</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    await userEvent.click(box);
    expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });
  it('cannot be changed when disabled and reports invalid', () => {
    render(<Checkbox isDisabled isInvalid>Terms</Checkbox>);
    const box = screen.getByRole('checkbox');
    expect(box).toBeDisabled();
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });
});
