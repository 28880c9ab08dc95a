import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Breadcrumbs } from './index';

describe('Breadcrumbs', () => {
  it('marks the last item current and presses earlier ones', async () => {
    const back = vi.fn();
    render(<Breadcrumbs label="Path" items={[{ id: 'auth', label: 'Sign in', onPress: back }, { id: 'restore', label: 'Restore password' }]} />);
    expect(screen.getByRole('navigation', { name: 'Path' })).toBeInTheDocument();
    expect(screen.getByText('Restore password').closest('[aria-current]')).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(back).toHaveBeenCalledOnce();
  });
});
