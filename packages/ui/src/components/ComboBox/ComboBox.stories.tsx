import type { Meta, StoryObj } from '@storybook/react-vite';
import { column } from '../../stories/fixtures';
import { ComboBox } from './ComboBox';

const countries = ['Germany', 'Greece', 'France', 'Spain', 'Türkiye', 'Brazil'].map((label) => ({ id: label.toLowerCase(), label }));

const meta = {
  title: 'Forms/ComboBox',
  component: ComboBox,
  args: { label: 'Country', defaultItems: countries, placeholder: 'Start typing' },
  decorators: [(Story) => <div style={{ ...column, minHeight: 320 }}><Story /></div>],
} satisfies Meta<typeof ComboBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultSelectedKey: 'spain' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose a country from the list' } };
export const Disabled: Story = { args: { isDisabled: true } };
