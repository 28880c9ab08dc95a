import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from './Link';

const meta = { title: 'Actions/Link', component: Link, args: { children: 'Forgot password?', href: '#restore' } } satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Subtle: Story = { args: { variant: 'subtle', children: 'Terms and conditions' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const FocusVisible: Story = { args: { autoFocus: true } };
