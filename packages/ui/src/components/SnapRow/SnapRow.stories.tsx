import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { SnapRow } from './SnapRow';

const meta = { title: 'Layout/SnapRow', component: SnapRow, tags: ['screenshot-rtl'] } satisfies Meta<typeof SnapRow>;
export default meta;
type Story = StoryObj<typeof meta>;

const offers = ['Welcome bonus', 'Weekend reload', 'Free spins Friday', 'Cashback'];
const items = offers.map((title) => (
  <Card as="article" key={title} aria-label={title}>
    <h2 style={{ margin: 0, fontSize: 18 }}>{title}</h2>
    <p style={{ margin: 0 }}>A short line about the offer.</p>
    <div><Button size="sm">Open</Button></div>
  </Card>
));

/** Where there is room: a grid of equal columns. */
export const Grid: Story = { args: { 'aria-label': 'Offers', children: items } };
/** As narrow as a phone, the same list is one row that scrolls sideways and stops on each card. */
export const Narrow: Story = {
  args: { 'aria-label': 'Offers', children: items },
  render: (args) => <div style={{ maxWidth: 360 }}><SnapRow {...args} /></div>,
};
