import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = { title: 'Feedback/EmptyState', component: EmptyState, args: { title: 'No games found', description: 'Try another name or reset the filters.' } } satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = { args: { icon: 'gift', title: 'No bonuses yet', description: 'Make a deposit to unlock your welcome bonus.', action: <Button>Deposit</Button> } };
