import type { Meta, StoryObj } from '@storybook/react-vite';
import { art, row } from '../../stories/fixtures';
import { Avatar } from './Avatar';

const meta = { title: 'Display/Avatar', component: Avatar, args: { name: 'Ada Lovelace' } } satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = { args: { src: art('AL', 200, 80, 80), size: 56 } };
export const Initials: Story = {
  render: () => (
    <div style={row}>
      <Avatar name="Ada Lovelace" size={32} />
      <Avatar name="Grace Hopper" size={40} />
      <Avatar name="Alan Turing" size={56} />
      <Avatar name="Broken Image" src="/missing-avatar.png" size={56} />
    </div>
  ),
};
