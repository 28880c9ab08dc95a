import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: { items: [{ id: 'home', label: 'Home', href: '#' }, { id: 'profile', label: 'Profile', href: '#profile' }, { id: 'security', label: 'Security' }] },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const BackToSignIn: Story = { args: { items: [{ id: 'auth', label: 'Sign in', href: '#auth' }, { id: 'restore', label: 'Restore password' }] } };
