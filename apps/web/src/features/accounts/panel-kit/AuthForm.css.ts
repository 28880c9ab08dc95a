import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui/theme';

/** Shared layout of the dialog's forms (sign-in, code step, restore). */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const end = style({ alignSelf: 'flex-end' });

export const footer = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, justifyContent: 'center', fontSize: vars.font.sizeSm });
