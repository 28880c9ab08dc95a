import { render, screen } from '@testing-library/react';
import { Button } from '../Button/Button';
import { EmptyState } from './index';

describe('EmptyState', () => {
  it('shows a heading, description and action', () => {
    render(<EmptyState title="No games found" description="Try another name" action={<Button>Reset</Button>} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'No games found' })).toBeInTheDocument();
    expect(screen.getByText('Try another name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
  });
});
