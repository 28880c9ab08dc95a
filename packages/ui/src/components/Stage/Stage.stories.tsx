import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { art } from '../../stories/fixtures';
import { Stage, StageArea, StageBar } from './Stage';

const meta = { title: 'Layout/Stage', component: Stage, tags: ['screenshot-rtl'] } satisfies Meta<typeof Stage>;
export default meta;
type Story = StoryObj<typeof meta>;

const content = (
  <>
    <StageBar>
      <h1 id="stage-title" style={{ margin: 0, fontSize: 18 }}>Fire Wizard</h1>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Button size="sm" variant="secondary">Full screen</Button>
        <Link href="#hall">All games</Link>
      </div>
    </StageBar>
    <StageArea>
      <img src={art('Fire Wizard', 20, 640, 360)} alt="" style={{ position: 'absolute', inset: 0, inlineSize: '100%', blockSize: '100%', objectFit: 'cover' }} />
    </StageArea>
  </>
);

/** Wider than a phone: a section of the page, its area 16:9 and never taller than the screen less the page's header. */
export const InPage: Story = { args: { 'aria-labelledby': 'stage-title', children: content } };
/** Filling (as on a phone, upright or turned): a slim bar over an area that takes the rest of the viewport; the page under it does not scroll. */
export const Filling: Story = { args: { 'aria-labelledby': 'stage-title', fill: 'always', children: content } };
/** Another shape for the page form: a 4:3 area. */
export const Ratio: Story = { args: { 'aria-labelledby': 'stage-title', ratio: '4 / 3', reserve: '320px', children: content } };
