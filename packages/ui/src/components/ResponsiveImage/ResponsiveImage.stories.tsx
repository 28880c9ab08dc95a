import type { Meta, StoryObj } from '@storybook/react-vite';
import { art, row } from '../../stories/fixtures';
import { ResponsiveImage } from './ResponsiveImage';

const meta = { title: 'Display/ResponsiveImage', component: ResponsiveImage, args: { sources: [art('Slot', 120)], alt: 'Slot artwork', width: 160 } } satisfies Meta<typeof ResponsiveImage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: (args) => <div style={{ width: 160 }}><ResponsiveImage {...args} /></div> };
export const Ratios: Story = {
  render: (args) => (
    <div style={row}>
      {[1.3, 1, 0.5625].map((ratio) => (
        <div key={ratio} style={{ width: 160 }}><ResponsiveImage {...args} ratio={ratio} alt={`Ratio ${ratio}`} /></div>
      ))}
    </div>
  ),
};
export const FallbackSource: Story = {
  render: (args) => <div style={{ width: 160 }}><ResponsiveImage {...args} sources={['/missing-1.webp', art('Fallback', 200)]} alt="Fallback artwork" loading="eager" /></div>,
};
export const AllFailed: Story = {
  render: (args) => <div style={{ width: 160 }}><ResponsiveImage {...args} sources={['/missing-1.webp', '/missing-2.webp']} alt="Missing artwork" loading="eager" /></div>,
};
/** Landscape art in a square frame: `cover` cuts its sides (and its title); `contain` shows it whole. */
export const Fit: Story = {
  render: (args) => (
    <div style={row}>
      {(['cover', 'contain'] as const).map((fit) => (
        <div key={fit} style={{ width: 160 }}><ResponsiveImage {...args} sources={[art('Fire Wizard', 20, 400, 300)]} ratio={1} fit={fit} alt={`Fit ${fit}`} loading="eager" /></div>
      ))}
    </div>
  ),
};
