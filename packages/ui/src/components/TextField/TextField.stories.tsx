import type { Meta, StoryObj } from '@storybook/react-vite';
import { column } from '../../stories/fixtures';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Login', placeholder: 'E-mail or phone' },
  decorators: [(Story) => <div style={column}><Story /></div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = { args: { description: 'We never share your e-mail', defaultValue: 'player@example.com' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Enter a valid e-mail', defaultValue: 'player@' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'locked' } };
export const Focused: Story = { args: { autoFocus: true } };
