import type { Meta, StoryObj } from '@storybook/react-vite';
import { Radio, RadioGroup } from './RadioGroup';

const meta = { title: 'Forms/RadioGroup', component: RadioGroup, args: { label: 'Deposit limit period', defaultValue: '7' } } satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

const options = (
  <>
    <Radio value="1">1 day</Radio>
    <Radio value="7">7 days</Radio>
    <Radio value="14">14 days</Radio>
    <Radio value="30" isDisabled>30 days</Radio>
  </>
);
export const Vertical: Story = { render: (args) => <RadioGroup {...args}>{options}</RadioGroup> };
export const Horizontal: Story = { render: (args) => <RadioGroup {...args} orientation="horizontal">{options}</RadioGroup> };
export const Invalid: Story = {
  render: (args) => <RadioGroup {...args} defaultValue={undefined} isInvalid errorMessage="Choose a period">{options}</RadioGroup>,
};
