import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './index';

describe('Button', () => {
  it('presses with mouse, Enter and Space', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Deposit</Button>);
    const button = screen.getByRole('button', { name: 'Deposit' });
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(3);
  });
  it('does not press when disabled or pending', async () => {
    const onPress = vi.fn();
    render(<><Button isDisabled onPress={onPress}>A</Button><Button isPending onPress={onPress}>B</Button></>);
    await userEvent.click(screen.getByRole('button', { name: 'A' }));
    await userEvent.click(screen.getByRole('button', { name: /B/ }));
    expect(onPress).not.toHaveBeenCalled();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });
  it('marks focus-visible for keyboard focus', async () => {
    render(<Button>Play</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button')).toHaveAttribute('data-focus-visible', 'true');
  });
});
