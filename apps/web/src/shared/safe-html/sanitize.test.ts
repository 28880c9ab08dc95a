// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize.ts';

describe('sanitizeHtml', () => {
  it('removes scripts, handlers, javascript: URLs, frames and forms but keeps content', () => {
    const html = sanitizeHtml(
      '<p onclick="steal()">Hi <b>there</b><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a><iframe src="https://evil.example"></iframe><form action="/x"><input name="a"></form></p>',
    );
    expect(html).toContain('<b>there</b>');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe|<form|<input/i);
  });

  it('opens links to other sites in a new tab without an opener and leaves internal links alone', () => {
    const html = sanitizeHtml('<a href="https://partner.example/x">out</a><a href="/promotions">in</a>');
    expect(html).toContain('<a href="https://partner.example/x" target="_blank" rel="noopener noreferrer">out</a>');
    expect(html).toContain('<a href="/promotions">in</a>');
  });
});

describe('event-handler attributes out before parsing', () => {
  it('takes handlers out of opening tags, quoted, unquoted, after a slash, in any case, and leaves text alone', async () => {
    const { withoutHandlerAttributes } = await import('./sanitize.ts');
    expect(withoutHandlerAttributes('<img src="x" alt="" onerror="window.__x = true">')).toBe('<img src="x" alt="">');
    expect(withoutHandlerAttributes("<a href='/a' ONCLICK='go()' title=t>a</a>")).toBe("<a href='/a' title=t>a</a>");
    expect(withoutHandlerAttributes('<img/onerror=alert(1) src=x>')).toBe('<img/ src=x>');
    expect(withoutHandlerAttributes('<svg onload = "a()"><p>Bonus on=100% when on time</p>')).toBe('<svg><p>Bonus on=100% when on time</p>');
    expect(withoutHandlerAttributes('<p data-on="1" title="on=2">x</p>')).toBe('<p data-on="1" title="on=2">x</p>');
  });
});
