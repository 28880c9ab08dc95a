import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { UiProvider } from '../../provider/UiProvider';
import { ExternalLink, Link } from './index';

describe('Link', () => {
  it('renders an anchor reachable by keyboard', async () => {
    render(<Link href="/promotions">Promotions</Link>);
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Promotions' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '/promotions');
  });
  it('a plain address is a native anchor that navigates through the router; a pressable one stays react-aria’s', async () => {
    const navigate = vi.fn();
    render(
      <UiProvider navigate={navigate} useHref={(href) => `/app${href}`}>
        <Link href="/promotions" aria-current="page" className="extra">Promotions</Link>
        <Link href="/cashier" onPress={() => undefined}>Cashier</Link>
        <Link href="/support" autoFocus>Support</Link>
      </UiProvider>,
    );
    const plain = screen.getByRole('link', { name: 'Promotions' });
    expect(plain).not.toHaveAttribute('data-rac');
    expect(plain).toHaveAttribute('href', '/app/promotions');
    expect(plain).toHaveAttribute('aria-current', 'page');
    expect(plain.className.split(' ')).toContain('extra');
    expect(plain.className.split(' ').length).toBeGreaterThan(1); // the link's own style beside it
    await userEvent.click(plain);
    expect(navigate).toHaveBeenCalledWith('/promotions', undefined);
    expect(screen.getByRole('link', { name: 'Cashier' })).toHaveAttribute('data-rac');
    // focused as it mounts: react-aria's link, whose focus ring shows as the other controls' do
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute('data-rac');
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
