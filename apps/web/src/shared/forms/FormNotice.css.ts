import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@casino/ui/theme';

const base = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  borderInlineStart: '4px solid',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
});

export const notice = styleVariants({
  error: [base, { borderColor: vars.color.danger }],
  success: [base, { borderColor: vars.color.success }],
});

export const icon = styleVariants({ error: { color: vars.color.danger, flexShrink: 0 }, success: { color: vars.color.success, flexShrink: 0 } });
