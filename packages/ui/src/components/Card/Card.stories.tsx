import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Card } from './Card';

const meta = { title: 'Display/Card', component: Card } satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

const content = (
  <>
    <h2 style={{ margin: 0, fontSize: 18 }}>Welcome bonus</h2>
    <p style={{ margin: 0 }}>100% up to €500 and 200 free spins on your first deposit.</p>
    <div><Button size="sm">Get bonus</Button></div>
  </>
);
export const Flat: Story = { render: () => <Card as="article" style={{ maxWidth: 360 }}>{content}</Card> };
export const Raised: Story = { render: () => <Card as="article" elevation="raised" padding="lg" style={{ maxWidth: 360 }}>{content}</Card> };
