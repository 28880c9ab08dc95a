import type { Meta, StoryObj } from '@storybook/react-vite';
import { column } from '../../stories/fixtures';
import { DateField } from './DateField';

const meta = {
  title: 'Forms/DateField',
  component: DateField,
  args: { label: 'Date of birth', description: 'You must be 18 or older' },
  decorators: [(Story) => <div style={column}><Story /></div>],
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'You must be 18 or older', description: undefined } };
export const Disabled: Story = { args: { isDisabled: true } };
