import type { Meta, StoryObj } from '@storybook/react-vite';
import { row } from '../../stories/fixtures';
import { Spinner } from './Spinner';

const meta = { title: 'Feedback/Spinner', component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: () => (
    <div style={row}>
      <Spinner size={16} />
      <Spinner size={24} label="Loading games" />
      <Spinner size={48} label="Processing payment" />
    </div>
  ),
};
