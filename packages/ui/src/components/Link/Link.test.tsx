import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { ExternalLink, Link } from './index';

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
  it('an external link keeps its address under a router and opens a new tab without an opener', () => {
    render(
      <RouterProvider navigate={() => undefined} useHref={(href) => `/app${href}`}>
        <ExternalLink href="https://partner.example/offer">Partner</ExternalLink>
      </RouterProvider>,
    );
    const link = screen.getByRole('link', { name: 'Partner' });
    expect(link).toHaveAttribute('href', 'https://partner.example/offer');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
