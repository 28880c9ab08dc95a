import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Radio, RadioGroup } from './index';

describe('RadioGroup', () => {
  it('selects with arrow keys', async () => {
    const onChange = vi.fn();
    render(
      <RadioGroup label="Period" defaultValue="1" onChange={onChange}>
        <Radio value="1">1 day</Radio>
        <Radio value="7">7 days</Radio>
        <Radio value="30">30 days</Radio>
      </RadioGroup>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Period' })).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '1 day' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: '7 days' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('7');
  });
  it('skips disabled radios', async () => {
    render(
      <RadioGroup label="Type" defaultValue="a">
        <Radio value="a">A</Radio>
        <Radio value="b" isDisabled>B</Radio>
        <Radio value="c">C</Radio>
      </RadioGroup>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'C' })).toBeChecked();
  });
});
