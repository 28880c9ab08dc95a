import type { Meta, StoryObj } from '@storybook/react-vite';
import { column } from '../../stories/fixtures';
import { PhoneField } from './PhoneField';

const meta = {
  title: 'Forms/PhoneField',
  component: PhoneField,
  args: { label: 'Phone number', defaultValue: { country: 'GB', digits: '7700900123' } },
  decorators: [(Story) => <div style={{ ...column, minHeight: 360 }}><Story /></div>],
} satisfies Meta<typeof PhoneField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { defaultValue: { country: 'US', digits: '' }, description: 'We will send a code by SMS' } };
export const Invalid: Story = { args: { defaultValue: { country: 'DE', digits: '151' }, isInvalid: true, errorMessage: 'The number is too short' } };
export const Disabled: Story = { args: { isDisabled: true } };
