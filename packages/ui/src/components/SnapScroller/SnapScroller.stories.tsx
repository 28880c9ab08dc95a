import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../Card/Card';
import { Link } from '../Link/Link';
import { art } from '../../stories/fixtures';
import { SnapScroller } from './SnapScroller';

const meta = { title: 'Layout/SnapScroller', component: SnapScroller, tags: ['screenshot-rtl'] } satisfies Meta<typeof SnapScroller>;
export default meta;
type Story = StoryObj<typeof meta>;

const categories = ['All games', 'Slots', 'Live casino', 'Megaways', 'Jackpots', 'Table games', 'Crash games', 'New', 'Popular', 'Favourites'];
const chip = { display: 'inline-block', whiteSpace: 'nowrap', padding: '4px 16px', borderRadius: 999, border: '1px solid currentColor' } as const;

/** A row of chips wider than its box: each link is a tab stop, and tabbing to one scrolls it into view. */
export const Chips: Story = {
  args: { 'aria-label': 'Categories', snap: 'proximity', gap: 'sm', children: null },
  render: (args) => (
    <nav aria-label="Categories" style={{ maxWidth: 420 }}>
      <SnapScroller {...args}>{categories.map((name) => <Link key={name} href={`#${name}`} style={chip}>{name}</Link>)}</SnapScroller>
    </nav>
  ),
};

/** Cards of one width, the next peeking in at the edge; the row comes to rest on a card. */
export const Cards: Story = {
  args: { 'aria-label': 'Offers', itemWidth: '80%', scrollbar: 'hidden', children: null },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <SnapScroller {...args}>
        {['Welcome bonus', 'Weekend reload', 'Free spins Friday'].map((title) => (
          <Card as="article" key={title} aria-label={title}>
            <h2 style={{ margin: 0, fontSize: 18 }}>{title}</h2>
            <p style={{ margin: 0 }}>A short line about the offer.</p>
            <Link href={`#${title}`}>Open</Link>
          </Card>
        ))}
      </SnapScroller>
    </div>
  ),
};

/** Pictures alone: nothing inside takes focus, so the row itself is the tab stop (and shows the ring when focused). */
export const Pictures: Story = {
  args: { 'aria-label': 'Screenshots', itemWidth: '140px', children: null },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <SnapScroller {...args}>
        {[0, 60, 120, 180, 240].map((hue) => <img key={hue} src={art(`${hue}`, hue, 140, 100)} alt={`Screenshot ${hue / 60 + 1}`} width={140} height={100} style={{ display: 'block' }} />)}
      </SnapScroller>
    </div>
  ),
};
