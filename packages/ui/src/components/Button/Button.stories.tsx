import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';

const meta = { title: 'Actions/Button', component: Button, args: { children: 'Deposit' } } satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">Primary</Button>
      <Button {...args} variant="secondary">Secondary</Button>
      <Button {...args} variant="outline">Outline</Button>
      <Button {...args} variant="ghost">Ghost</Button>
      <Button {...args} variant="danger">Danger</Button>
    </div>
  ),
};
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">Small</Button>
      <Button {...args} size="md">Medium</Button>
      <Button {...args} size="lg">Large</Button>
    </div>
  ),
};
export const Disabled: Story = { args: { isDisabled: true } };
export const Loading: Story = { args: { isPending: true } };
export const FocusVisible: Story = { args: { autoFocus: true } };
export const FullWidth: Story = { args: { fullWidth: true } };
