import type { Meta, StoryObj } from '@storybook/react-vite';
import { row } from '../../stories/fixtures';
import { Badge } from './Badge';

const meta = { title: 'Display/Badge', component: Badge } satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: () => (
    <div style={row}>
      <Badge>Neutral</Badge>
      <Badge tone="primary">New</Badge>
      <Badge tone="success">Active</Badge>
      <Badge tone="danger">Hot</Badge>
      <Badge tone="info">Live</Badge>
    </div>
  ),
};
