import { style } from '@vanilla-extract/css';
import { down, up, vars } from '@casino/ui/theme';

const visuallyHiddenRules = { position: 'absolute', inlineSize: 1, blockSize: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/*
 * One row at every width: on a phone the navigation, language and theme move into the menu's curtain; up to a wide
 * desktop the theme switch keeps only its accessible name and the player's name gives way to the balance.
 */
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.sm,
  '@media': { [down('tablet')]: { paddingInline: vars.space.sm, gap: vars.space.sm } },
  minHeight: 64,
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
export const logo = style({ fontWeight: vars.font.weightBold, fontSize: vars.font.sizeLg });
export const nav = style({
  display: 'flex',
  gap: vars.space.md,
  minInlineSize: 0,
  // links that do not fit scroll into view (a keyboard focus brings them there) instead of being cut mid-word
  overflowX: 'auto',
  scrollbarWidth: 'none',
  whiteSpace: 'nowrap',
  '@media': { [down('tablet')]: { display: 'none' } },
});
export const navLink = style({ textDecoration: 'none' });
export const tools = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  marginInlineStart: 'auto',
  flexShrink: 0,
  '@media': { [down('tablet')]: { gap: vars.space.xs } },
});
// a phone's bar holds the menu, the logo and two buttons even with the longer Arabic and Portuguese labels
/** AuthButton's form: its button stands among the header's tools as if the form were not there. */
export const authForm = style({ display: 'contents' });
export const compactButton = style({ '@media': { [down('tablet')]: { paddingInline: vars.space.sm, fontSize: vars.font.sizeSm } } });
export const wideOnly = style({ '@media': { [down('tablet')]: { display: 'none' } } });
/** A button showing only its icon (its name is its `aria-label`). */
export const iconButton = style({ paddingInline: vars.space.sm });
export const menuButton = style({ paddingInline: vars.space.sm, '@media': { [up('tablet')]: { display: 'none' } } });
export const themeLabel = style({ '@media': { [down('desktop')]: visuallyHiddenRules } });
export const locales = style({ display: 'flex', gap: vars.space.xs });
export const locale = style({ selectors: { '&[aria-current="true"]': { fontWeight: vars.font.weightBold, textDecoration: 'underline' } } });
export const balance = style({ position: 'relative' });
export const breakdown = style({
  position: 'absolute',
  insetInlineEnd: 0,
  insetBlockStart: '100%',
  zIndex: 10,
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  gap: vars.space.xs,
  padding: vars.space.md,
  margin: 0,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  minInlineSize: 220,
});
export const player = style({ color: vars.color.textMuted, whiteSpace: 'nowrap', '@media': { [down('desktop')]: { display: 'none' } } });
export const visuallyHidden = style(visuallyHiddenRules);
