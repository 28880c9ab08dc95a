import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlainButton } from './index';

describe('PlainButton', () => {
  it('is a native button that works from the keyboard and never submits a form by default', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <PlainButton variant="secondary" onClick={onClick}>Sign in</PlainButton>
      </form>,
    );
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(button.hasAttribute('data-rac')).toBe(false);
  });
});
