import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthButton } from './AuthButton.tsx';

describe('AuthButton (the header’s sign-in and registration)', () => {
  function page(at: string) {
    const router = createMemoryRouter([{ path: '*', element: <AuthButton queryKey="show_popup_auth">Sign in</AuthButton> }], { initialEntries: [at] });
    render(<RouterProvider router={router} />);
    return { router, button: screen.getByRole('button', { name: 'Sign in' }) };
  }

  it('is a GET form for this page with its query and the dialog’s key, so that the browser can go there before the app runs', () => {
    const { button } = page('/ru/gamehall?category=live&show_popup_auth=0');
    const form = button.closest('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['get', '/ru/gamehall']);
    expect(button.getAttribute('type')).toBe('submit');
    expect([...new FormData(form)]).toEqual([['category', 'live'], ['show_popup_auth', '1']]);
  });

  it('once the app runs, the router goes there without a page load', () => {
    const { router, button } = page('/ru/gamehall?category=live');
    // the browser's own navigation (the form's submission) is cancelled: the router goes instead
    let prevented: boolean | undefined;
    document.addEventListener('submit', (event) => (prevented = event.defaultPrevented), { once: true });
    fireEvent.click(button);
    expect(prevented).toBe(true);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/ru/gamehall?category=live&show_popup_auth=1');
  });
});
