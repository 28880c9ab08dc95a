import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space.xs, fontSize: vars.font.sizeSm, color: vars.color.text });
export const value = style({ color: vars.color.textMuted });
export const track = style({ gridColumn: '1 / -1', height: 8, borderRadius: vars.radius.full, background: vars.color.surfaceSunken, border: `1px solid ${vars.color.border}`, overflow: 'hidden' });
export const fill = style({ height: '100%', background: vars.color.primary, borderRadius: vars.radius.full, transition: `width ${vars.motion.durationNormal}` });
