import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SystemPage } from './index';

describe('SystemPage', () => {
  it('shows icon, header, description and button', async () => {
    const onAction = vi.fn();
    const { container } = render(<SystemPage icon="wrench" header="Maintenance" description="Back soon" actionLabel="Support" onAction={onAction} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Maintenance' })).toBeInTheDocument();
    expect(container.querySelector('[data-icon="wrench"]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Support' }));
    expect(onAction).toHaveBeenCalledOnce();
  });
  it('shows a loader instead of the icon when pending', () => {
    const { container } = render(<SystemPage header="Payment pending" pending pendingLabel="Waiting" />);
    expect(screen.getByRole('progressbar', { name: 'Waiting' })).toBeInTheDocument();
    expect(container.querySelector('[data-icon]')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders the action as a link when only href is given', () => {
    render(<SystemPage header="Page not found" actionLabel="Go home" href="/" />);
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
