import { style } from '@vanilla-extract/css';
import { up, vars, visuallyHidden } from '@casino/ui/theme';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const heading = style({ margin: 0, fontSize: vars.font.sizeXl, fontWeight: vars.font.weightBold, lineHeight: vars.font.lineHeightTight });

export const hiddenHeading = visuallyHidden;

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [up('tablet')]: { gridTemplateColumns: 'minmax(140px, 180px) minmax(0, 1fr)' } },
});

export const layoutCompact = style({ gridTemplateColumns: 'minmax(0, 1fr)', '@media': { [up('tablet')]: { gridTemplateColumns: 'minmax(0, 1fr)' } } });

export const side = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, alignItems: 'stretch' });

export const character = style({
  display: 'none',
  width: '100%',
  maxWidth: 160,
  height: 'auto',
  alignSelf: 'center',
  '@media': { [up('tablet')]: { display: 'block' } },
});

export const loading = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xl });
