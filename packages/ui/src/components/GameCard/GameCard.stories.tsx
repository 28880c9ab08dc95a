import type { Meta, StoryObj } from '@storybook/react-vite';
import { art } from '../../stories/fixtures';
import { Badge } from '../Badge/Badge';
import { GameCard } from './GameCard';
import { GameCardSkeleton } from './GameCardSkeleton';

const meta = {
  title: 'Display/GameCard',
  component: GameCard,
  args: { title: 'Book of Dead', subtitle: "Play'n GO", image: [art('Book', 30)], href: '#game' },
} satisfies Meta<typeof GameCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const games = [
  { title: 'Book of Dead', subtitle: "Play'n GO", hue: 30, badge: <Badge tone="danger">Hot</Badge>, fav: true },
  { title: 'Sweet Bonanza', subtitle: 'Pragmatic Play', hue: 300, badge: <Badge tone="primary">New</Badge>, fav: false },
  { title: 'Aviator', subtitle: 'Spribe', hue: 0, badge: null, fav: false },
  { title: 'Lightning Roulette', subtitle: 'Evolution', hue: 210, badge: <Badge tone="info">Live</Badge>, fav: false },
];

export const Vertical: Story = {
  render: () => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 12, maxWidth: 720, margin: 0, padding: 0, listStyle: 'none' }}>
      {games.map((g) => (
        <li key={g.title}>
          <GameCard title={g.title} subtitle={g.subtitle} image={[art(g.title.split(' ')[0]!, g.hue)]} href="#game" badges={g.badge} isFavourite={g.fav} />
        </li>
      ))}
    </ul>
  ),
};
export const Horizontal: Story = {
  render: () => (
    <ul style={{ display: 'flex', flexDirection: 'column', gap: 8, maxWidth: 360, margin: 0, padding: 0, listStyle: 'none' }}>
      {games.slice(0, 3).map((g) => (
        <li key={g.title}>
          <GameCard layout="horizontal" title={g.title} subtitle={g.subtitle} image={[art(g.title[0]!, g.hue, 120, 156)]} href="#game" isFavourite={g.fav} />
        </li>
      ))}
    </ul>
  ),
};
export const BrokenImage: Story = {
  render: (args) => <div style={{ width: 180 }}><GameCard {...args} image={['/missing-game.webp']} badges={<Badge>Demo</Badge>} isFavourite={false} /></div>,
};
/** Skeletons beside loaded cards: each as tall as the card that takes its place. */
export const Loading: Story = {
  render: () => (
    <ul aria-busy="true" style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 140px)', gap: 12, margin: 0, padding: 0, listStyle: 'none', alignItems: 'start' }}>
      <li><GameCard title="Book of Dead" subtitle="Play'n GO" image={[art('Book', 30)]} href="#game" /></li>
      <li><GameCardSkeleton /></li>
      <li><GameCardSkeleton /></li>
      <li style={{ gridColumn: 'span 2' }}><GameCardSkeleton layout="horizontal" /></li>
    </ul>
  ),
};
