import type { Meta, StoryObj } from '@storybook/react-vite';
import { column } from '../../stories/fixtures';
import { Checkbox } from './Checkbox';

const meta = { title: 'Forms/Checkbox', component: Checkbox, args: { children: 'I accept the terms and conditions' } } satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  render: (args) => (
    <div style={column}>
      <Checkbox {...args} />
      <Checkbox {...args} defaultSelected>Send me offers</Checkbox>
      <Checkbox {...args} isIndeterminate>All providers</Checkbox>
      <Checkbox {...args} isInvalid>I am 18 or older (required)</Checkbox>
      <Checkbox {...args} isDisabled>Disabled</Checkbox>
    </div>
  ),
};
export const FocusVisible: Story = { args: { autoFocus: true } };
