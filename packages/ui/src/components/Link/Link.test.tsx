import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from './index';

describe('Link', () => {
  it('renders an anchor reachable by keyboard', async () => {
    render(<Link href="/promotions">Promotions</Link>);
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Promotions' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '/promotions');
  });
  it('presses without href', async () => {
    const onPress = vi.fn();
    render(<Link onPress={onPress}>Forgot password?</Link>);
    await userEvent.click(screen.getByText('Forgot password?'));
    expect(onPress).toHaveBeenCalledOnce();
  });
});
