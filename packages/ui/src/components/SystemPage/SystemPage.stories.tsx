import type { Meta, StoryObj } from '@storybook/react-vite';
import { SystemPage } from './SystemPage';

const meta = { title: 'Pages/SystemPage', component: SystemPage, args: { onAction: () => {} } } satisfies Meta<typeof SystemPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Maintenance: Story = { args: { icon: 'wrench', header: 'Technical works', description: 'We are improving the site. Please come back in a few minutes.' } };
export const PaymentSuccess: Story = { args: { icon: 'success', header: 'Payment successful', description: 'The money is on your balance.', actionLabel: 'To the game hall' } };
export const PaymentFail: Story = { args: { icon: 'error', header: 'Payment failed', description: 'The payment was declined.', actionLabel: 'Try again' } };
export const Pending: Story = { args: { pending: true, header: 'Payment is being processed', description: 'This usually takes a minute.' } };
export const NotFound: Story = { args: { icon: 'search', header: 'Page not found', description: 'The page was moved or never existed.', actionLabel: 'Go home', href: '#' } };
export const UserBlocked: Story = { args: { icon: 'lock', header: 'Account blocked', description: 'Contact support to learn more.', actionLabel: 'Support' } };
