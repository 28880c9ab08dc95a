import type { Meta, StoryObj } from '@storybook/react-vite';
import { column } from '../../stories/fixtures';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Wagering', value: 45 },
  decorators: [(Story) => <div style={column}><Story /></div>],
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ValueLabel: Story = { args: { label: 'Level 4', value: 1200, maxValue: 2000, valueLabel: '1,200 / 2,000 XP' } };
export const Complete: Story = { args: { label: 'Profile filled', value: 100 } };
