import type { Meta, StoryObj } from '@storybook/react-vite';
import { column } from '../../stories/fixtures';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', defaultValue: 'hunter22', description: '6 to 20 characters' },
  decorators: [(Story) => <div style={column}><Story /></div>],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Password is too short', defaultValue: 'abc' } };
export const Disabled: Story = { args: { isDisabled: true } };
