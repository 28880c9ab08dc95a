import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PlainSwitch } from './index';

function Themed({ onChange }: { onChange: (on: boolean) => void }) {
  const [on, setOn] = useState(false);
  return <PlainSwitch isSelected={on} onChange={(next) => (setOn(next), onChange(next))}>Light theme</PlainSwitch>;
}

describe('PlainSwitch', () => {
  it('toggles from the keyboard and says whether it is on', async () => {
    const onChange = vi.fn();
    render(<Themed onChange={onChange} />);
    await userEvent.tab();
    const sw = screen.getByRole('switch', { name: 'Light theme' });
    expect(sw).toHaveFocus();
    expect(sw).not.toBeChecked();
    await userEvent.keyboard(' ');
    expect(sw).toBeChecked();
    await userEvent.keyboard('{Enter}');
    expect(sw).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });
  it('is inert when disabled', async () => {
    const onChange = vi.fn();
    render(<PlainSwitch isSelected={false} onChange={onChange} isDisabled>Off</PlainSwitch>);
    await userEvent.click(screen.getByRole('switch'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
