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
