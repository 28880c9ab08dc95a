import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
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
  it('an autofocused field has the focus in the commit that shows it, before any effect runs', () => {
    // a sibling after the field sees the page as it is when the commit is done, before passive effects (where React
    // Aria's own autofocus runs) — which is when a key pressed right after the field appeared would land
    let focusedAtCommit: Element | null = null;
    function AfterCommit() {
      useLayoutEffect(() => void (focusedAtCommit = document.activeElement), []);
      return null;
    }
    render(
      <>
        <TextField label="Code" autoFocus />
        <AfterCommit />
      </>,
    );
    expect(focusedAtCommit).toBe(screen.getByRole('textbox', { name: 'Code' }));
  });
});
