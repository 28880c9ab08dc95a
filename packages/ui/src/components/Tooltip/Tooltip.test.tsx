import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button/Button';
import { Tooltip } from './index';

describe('Tooltip', () => {
  it('shows on keyboard focus, describes the trigger and hides on Escape', async () => {
    render(<Tooltip content="Wagering x35"><Button>Bonus</Button></Tooltip>);
    await userEvent.tab();
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('Wagering x35');
    expect(screen.getByRole('button', { name: 'Bonus' })).toHaveAccessibleDescription('Wagering x35');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
