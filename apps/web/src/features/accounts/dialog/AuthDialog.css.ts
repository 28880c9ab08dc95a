import { style } from '@vanilla-extract/css';
import { up, vars, visuallyHidden } from '@casino/ui/theme';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const heading = style({ margin: 0, fontSize: vars.font.sizeXl, fontWeight: vars.font.weightBold, lineHeight: vars.font.lineHeightTight });

export const hiddenHeading = visuallyHidden;

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [up('tablet')]: { gridTemplateColumns: 'minmax(140px, 180px) minmax(0, 1fr)', gridTemplateAreas: '"side main"' } },
});

/** The form comes first in reading and tab order (and on phones on screen); from tablets the side sits before it. */
export const main = style({ minWidth: 0, '@media': { [up('tablet')]: { gridArea: 'main' } } });

export const layoutCompact = style({ gridTemplateColumns: 'minmax(0, 1fr)', '@media': { [up('tablet')]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: '"main"' } } });

export const side = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, alignItems: 'stretch', '@media': { [up('tablet')]: { gridArea: 'side' } } });

export const character = style({
  display: 'none',
  width: '100%',
  maxWidth: 160,
  height: 'auto',
  alignSelf: 'center',
  '@media': { [up('tablet')]: { display: 'block' } },
});

export const loading = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xl });
