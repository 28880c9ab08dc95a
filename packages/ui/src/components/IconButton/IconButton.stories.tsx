import type { Meta, StoryObj } from '@storybook/react-vite';
import { row } from '../../stories/fixtures';
import { IconButton } from './IconButton';

const meta = { title: 'Actions/IconButton', component: IconButton, args: { icon: 'close', label: 'Close' } } satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: (args) => (
    <div style={row}>
      <IconButton {...args} />
      <IconButton {...args} icon="search" label="Search" variant="secondary" />
      <IconButton {...args} icon="heart" label="Favourite" variant="primary" />
      <IconButton {...args} icon="chevronRight" label="Next" variant="outline" flipInRtl />
    </div>
  ),
};
export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      <IconButton {...args} size="sm" variant="secondary" />
      <IconButton {...args} size="md" variant="secondary" />
      <IconButton {...args} size="lg" variant="secondary" />
    </div>
  ),
};
export const Disabled: Story = { args: { isDisabled: true, variant: 'secondary' } };
export const Loading: Story = { args: { isPending: true, variant: 'secondary' } };
