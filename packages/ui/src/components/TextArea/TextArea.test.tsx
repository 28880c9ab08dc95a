import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextArea } from './index';

describe('TextArea', () => {
  it('labels the multi-line input, keeps line breaks and reports changes', async () => {
    const onChange = vi.fn();
    render(<TextArea label="Message" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Message' });
    expect(input.tagName).toBe('TEXTAREA');
    await userEvent.type(input, 'a{Enter}b');
    expect(onChange).toHaveBeenLastCalledWith('a\nb');
  });
  it('shows the error text when invalid', () => {
    render(<TextArea label="Message" isInvalid errorMessage="Required" />);
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Required')).toBeInTheDocument();
  });
});
