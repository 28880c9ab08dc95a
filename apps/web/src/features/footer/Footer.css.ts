import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui/theme';

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xl,
  padding: vars.space.xl,
  // the page's end: on a phone a chat launcher floats over the bottom of the screen, and the footer's last row would
  // stay under it however far the page scrolls; the chat adapter says how far up it reaches (packages/adapters
  // chat/browser-host.ts CHAT_REACH_PROPERTY), and nothing is added where no launcher floats
  paddingBlockEnd: `max(${vars.space.xl}, var(--chat-launcher-reach, 0px))`,
  marginBlockStart: vars.space.xxl,
  background: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
export const group = style({ minInlineSize: 160 });
export const title = style({ fontSize: vars.font.sizeMd, margin: 0, marginBlockEnd: vars.space.sm });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const legal = style({ inlineSize: '100%', margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });
