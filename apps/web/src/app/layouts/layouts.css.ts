import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui/theme';

export const page = style({ minBlockSize: '100vh', display: 'flex', flexDirection: 'column', background: vars.color.background, color: vars.color.text });
// at least a screen tall: the footer starts below the fold, so it never jumps down when the page's own chunk arrives
export const main = style({ flex: 1, minBlockSize: '100vh', paddingInline: vars.space.lg, paddingBlock: vars.space.xl, maxInlineSize: 1440, inlineSize: '100%', marginInline: 'auto', boxSizing: 'border-box' });
export const empty = style({ minBlockSize: '100vh', display: 'grid', placeItems: 'center', padding: vars.space.lg, background: vars.color.background, color: vars.color.text });
export const game = style({ flex: 1, padding: vars.space.md });
