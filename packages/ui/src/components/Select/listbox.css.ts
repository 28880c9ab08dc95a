import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: 320,
  overflow: 'auto',
  padding: vars.space.xs,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.high,
  outline: 'none',
});

export const listbox = style({ outline: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

/** One option; its minimum height is the theme's `listItemMinHeight` (36px). */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.layout.listItemMinHeight,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.color.secondary },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[data-pressed]': { background: vars.color.secondaryHover },
    '&[data-selected]': { fontWeight: vars.font.weightBold },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const itemLabel = style({ flex: 1 });
export const check = style({ color: vars.color.primary });

export const trigger = style({
  gap: vars.space.sm,
  paddingInline: vars.space.md,
  width: '100%',
  textAlign: 'start',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-pressed]': { background: vars.color.surface },
    '&[data-focus-visible]': { borderColor: vars.color.focus, outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const value = style({ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', selectors: { '&[data-placeholder]': { color: vars.color.textMuted } } });
