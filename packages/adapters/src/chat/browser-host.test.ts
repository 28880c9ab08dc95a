import { afterEach, describe, expect, it } from 'vitest';
import { CHAT_REACH_PROPERTY, liftOnPhones, MOBILE_CHAT_OFFSET, MOBILE_LAUNCHER_SIZE } from './browser-host.ts';

describe('liftOnPhones', () => {
  afterEach(() => document.head.querySelectorAll('style[id^="chat-lift-"]').forEach((style) => style.remove()));

  it('puts one rule in the page, before the vendor adds its frame: the frame sits above the bottom navigation on phones', () => {
    liftOnPhones(document, 'freshChat', '#fc_frame');
    liftOnPhones(document, 'freshChat', '#fc_frame');
    const styles = document.head.querySelectorAll<HTMLStyleElement>('style#chat-lift-freshChat');
    expect(styles).toHaveLength(1);
    const media = styles[0]!.sheet!.cssRules[0] as CSSMediaRule;
    expect(media.conditionText ?? media.media.mediaText).toBe('(max-width: 767px)');
    const rule = media.cssRules[0] as CSSStyleRule;
    expect(rule.selectorText).toContain('#fc_frame');
    // over the vendor's own position, its inline style included
    expect(rule.style.getPropertyValue('bottom')).toBe(MOBILE_CHAT_OFFSET);
    expect(rule.style.getPropertyPriority('bottom')).toBe('important');
  });

  it('tells the page how far up the launcher reaches on phones, unless the chat is hidden', () => {
    liftOnPhones(document, 'freshChat', '#fc_frame');
    const media = document.head.querySelector<HTMLStyleElement>('style#chat-lift-freshChat')!.sheet!.cssRules[0] as CSSMediaRule;
    const rule = media.cssRules[1] as CSSStyleRule;
    expect(rule.selectorText).toBe('html:not([data-chat-hidden="freshChat"])');
    expect(rule.style.getPropertyValue(CHAT_REACH_PROPERTY)).toBe(`calc(${MOBILE_CHAT_OFFSET} + ${MOBILE_LAUNCHER_SIZE})`);
  });

  it('keeps a rule per vendor', () => {
    liftOnPhones(document, 'freshChat', '#fc_frame');
    liftOnPhones(document, 'betunlim', 'iframe[data-chatbot-id]');
    expect(document.head.querySelectorAll('style[id^="chat-lift-"]')).toHaveLength(2);
  });
});
