import type { Meta, StoryObj } from '@storybook/react-vite';
import { column } from '../../stories/fixtures';
import { Switch } from './Switch';

const meta = { title: 'Forms/Switch', component: Switch, args: { children: 'I have a promo code' } } satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  render: (args) => (
    <div style={column}>
      <Switch {...args} />
      <Switch {...args} defaultSelected>Notifications</Switch>
      <Switch {...args} isDisabled>Disabled</Switch>
      <Switch {...args} isDisabled defaultSelected>Disabled on</Switch>
    </div>
  ),
};
export const FocusVisible: Story = { args: { autoFocus: true } };
