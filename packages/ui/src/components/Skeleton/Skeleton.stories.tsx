import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton';

const meta = { title: 'Feedback/Skeleton', component: Skeleton } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const GameGrid: Story = {
  render: () => (
    <div aria-busy="true" aria-label="Loading games" role="group" style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 12, maxWidth: 560 }}>
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          <Skeleton aspectRatio={1 / 1.3} radius="lg" />
          <Skeleton height={14} width="80%" />
          <Skeleton height={12} width="50%" />
        </div>
      ))}
    </div>
  ),
};
export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Skeleton width={48} height={48} radius="full" />
      <Skeleton width={200} height={20} />
    </div>
  ),
};
