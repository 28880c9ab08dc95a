import type { Meta, StoryObj } from '@storybook/react-vite';
import { Countdown } from './Countdown';

const meta = { title: 'Feedback/Countdown', component: Countdown, args: { seconds: 59, label: 'Resend code in' } } satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ticks live: excluded from the screenshot baseline (still checked by axe). */
export const Running: Story = { tags: ['no-screenshot'] };
export const Paused: Story = { args: { seconds: 7325, label: 'Tournament ends in', isPaused: true } };
export const Ended: Story = { args: { seconds: 0 } };
