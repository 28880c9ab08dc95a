import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Button } from '../components/Button/Button';
import type { ToastOptions } from './controller';
import { useToasts } from './context';

function Demo({ toasts: list }: { toasts: ToastOptions[] }) {
  const toasts = useToasts();
  useEffect(() => {
    for (const t of list) toasts.show(t);
    return () => toasts.clear();
  }, [toasts, list]);
  return <Button onPress={() => toasts.show({ title: 'Profile saved', kind: 'success' })}>Show a toast</Button>;
}

const meta = { title: 'Feedback/Toasts', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Kinds: Story = {
  args: {
    toasts: [
      { kind: 'info', title: 'New quest available', description: 'Spin 50 times on any slot', icon: 'star', duration: 0 },
      { kind: 'success', title: 'Level up!', description: 'You reached level 5', icon: 'trophy', duration: 0 },
      { kind: 'warning', title: 'Fill in your profile', description: 'It is needed for deposits', icon: 'user', duration: 0 },
      { kind: 'error', title: 'Payment failed', duration: 0, allowClose: false },
    ],
  },
};
export const Single: Story = { args: { toasts: [{ kind: 'success', title: 'E-mail confirmed', duration: 0 }] } };
