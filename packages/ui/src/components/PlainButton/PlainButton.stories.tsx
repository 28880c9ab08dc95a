import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlainButton } from './PlainButton';

const meta = { title: 'Actions/PlainButton', component: PlainButton, args: { children: 'Sign in' } } satisfies Meta<typeof PlainButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <PlainButton {...args} variant="primary">Register</PlainButton>
      <PlainButton {...args} variant="secondary">Sign in</PlainButton>
      <PlainButton {...args} variant="ghost">Log out</PlainButton>
    </div>
  ),
};
export const Disabled: Story = { args: { disabled: true } };
