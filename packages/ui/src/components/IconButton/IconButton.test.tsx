import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconButton } from './index';

describe('IconButton', () => {
  it('is named by its label and presses from the keyboard', async () => {
    const onPress = vi.fn();
    render(<IconButton icon="close" label="Close" onPress={onPress} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledOnce();
  });
});
