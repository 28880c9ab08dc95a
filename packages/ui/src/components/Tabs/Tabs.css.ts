import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/utils.css';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});

export const tab = style({
  position: 'relative',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  color: vars.color.textMuted,
  fontWeight: vars.font.weightMedium,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  outline: 'none',
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-pressed]': { background: vars.color.secondary },
    '&[data-selected]': { color: vars.color.text, boxShadow: `inset 0 -3px 0 ${vars.color.primary}` },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const panel = style({ outline: 'none', borderRadius: vars.radius.md, selectors: { '&[data-focus-visible]': focusRing } });
