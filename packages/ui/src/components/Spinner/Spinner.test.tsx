import { render, screen } from '@testing-library/react';
import { Spinner } from './index';

describe('Spinner', () => {
  it('is an indeterminate progressbar with a translatable label', () => {
    render(<Spinner label="Chargement" />);
    const bar = screen.getByRole('progressbar', { name: 'Chargement' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
  });
  it('can be decorative', () => {
    render(<Spinner decorative />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
