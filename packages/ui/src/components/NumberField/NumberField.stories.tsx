import type { Meta, StoryObj } from '@storybook/react-vite';
import { column } from '../../stories/fixtures';
import { AmountField, NumberField } from './NumberField';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: { label: 'Free spins', defaultValue: 10, minValue: 0, maxValue: 100 },
  decorators: [(Story) => <div style={column}><Story /></div>],
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Amount: Story = {
  render: () => <AmountField label="Deposit amount" currency="EUR" defaultValue={50} minValue={10} maxValue={5000} description="From €10 to €5,000" />,
};
export const Invalid: Story = {
  render: () => <AmountField label="Withdrawal amount" currency="USD" defaultValue={5} isInvalid errorMessage="The minimum is $10" />,
};
export const Disabled: Story = { args: { isDisabled: true } };
