import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const picker = style({ display: 'flex', alignSelf: 'stretch' });
export const trigger = style({
  gap: vars.space.xs,
  paddingInline: vars.space.sm,
  color: vars.color.text,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  borderStartEndRadius: 0,
  borderEndEndRadius: 0,
  fontVariantNumeric: 'tabular-nums',
});
export const flag = style({ fontSize: '1.2em', lineHeight: 1 });
export const dial = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
