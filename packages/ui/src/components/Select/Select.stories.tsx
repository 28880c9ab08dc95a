import type { Meta, StoryObj } from '@storybook/react-vite';
import { column } from '../../stories/fixtures';
import { Select } from './Select';

const currencies = [
  { id: 'eur', label: 'Euro' },
  { id: 'usd', label: 'US dollar' },
  { id: 'try', label: 'Turkish lira' },
  { id: 'btc', label: 'Bitcoin', isDisabled: true },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Currency', items: currencies, placeholder: 'Choose a currency' },
  decorators: [(Story) => <div style={{ ...column, minHeight: 320 }}><Story /></div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultValue: 'usd' } };
export const Open: Story = { args: { defaultOpen: true, defaultValue: 'eur' } };
export const Multiple: Story = {
  render: () => <Select label="Currencies" items={currencies} selectionMode="multiple" defaultValue={['eur', 'try']} defaultOpen />,
};
export const Invalid: Story = { args: { isInvalid: true, isRequired: true, errorMessage: 'Choose a currency' } };
export const Disabled: Story = { args: { isDisabled: true } };
