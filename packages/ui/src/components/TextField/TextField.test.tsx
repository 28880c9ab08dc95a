import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './index';

describe('TextField', () => {
  it('labels the input, types and reports changes', async () => {
    const onChange = vi.fn();
    render(<TextField label="Login" description="E-mail or phone" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Login' });
    expect(input).toHaveAccessibleDescription('E-mail or phone');
    await userEvent.type(input, 'abc');
    expect(onChange).toHaveBeenLastCalledWith('abc');
  });
  it('shows the error text when invalid', () => {
    render(<TextField label="Login" isInvalid errorMessage="Required" />);
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Required')).toBeInTheDocument();
  });
});
