import { render, screen } from '@testing-library/react';
import { Card } from './index';

describe('Card', () => {
  it('renders the requested element', () => {
    render(<Card as="article" aria-label="Bonus">content</Card>);
    expect(screen.getByRole('article', { name: 'Bonus' })).toHaveTextContent('content');
  });
});
