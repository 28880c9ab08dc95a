// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize.ts';

/** The sandbox's corpus (its CMS serves the same vectors to the browser test): one source, so the list grows in one place. */
const corpus = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../../sandbox/src/routes/content/xss-corpus.json'), 'utf8')) as { id: string; html: string }[];

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'background', 'srcset', 'data'];
const FORBIDDEN_TAGS = 'script, iframe, frame, frameset, object, embed, form, input, button, textarea, select, style, link, meta, base, template, noscript';

/** What would let the HTML run code once rendered: a script-like element, a handler, a script or data URL, srcdoc. */
function dangers(html: string): string[] {
  const host = document.createElement('div');
  host.innerHTML = html;
  const found: string[] = [];
  for (const element of host.querySelectorAll(FORBIDDEN_TAGS)) found.push(`<${element.tagName.toLowerCase()}>`);
  for (const element of host.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on') || name === 'srcdoc' || name === 'style') found.push(`${element.tagName.toLowerCase()}[${name}]`);
      // browsers skip whitespace and control characters inside a URL's scheme
      // eslint-disable-next-line no-control-regex
      const value = attribute.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
      if (URL_ATTRIBUTES.includes(name) && /^(javascript|vbscript|data:text|data:image\/svg)/.test(value)) found.push(`${element.tagName.toLowerCase()}[${name}=${value.slice(0, 20)}]`);
    }
  }
  return found;
}

describe('the cross-site-scripting corpus', () => {
  it('has at least 80 vectors', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(80);
  });

  it.each(corpus)('$id leaves nothing that could run', ({ html }) => {
    const clean = sanitizeHtml(html);
    expect(dangers(clean)).toEqual([]);
    // and rendering it runs nothing (jsdom runs no scripts, but handlers set as attributes would be there)
    expect(dangers(sanitizeHtml(clean))).toEqual([]);
  });
});

/** The HTML with every element's attributes in name order: the sanitiser may rewrite attributes in another order. */
function normalized(html: string): string {
  const host = document.createElement('div');
  host.innerHTML = html;
  for (const element of host.querySelectorAll('*')) {
    const attributes = [...element.attributes].map((a) => [a.name, a.value] as const).sort(([a], [b]) => a.localeCompare(b));
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
  return host.innerHTML;
}

describe('sanitizeHtml properties', () => {
  const fragment = fc.oneof(
    fc.string(),
    fc.constantFrom(...corpus.map((v) => v.html)),
    fc.constantFrom('<p>', '</p>', '<a href="/x">', '</a>', '<b>', '<img src="x">', '<svg>', '<math>', '<!--', '-->', '<table>', '<td>', '"', "'", '<', '>'),
  );
  const html = fc.array(fragment, { maxLength: 12 }).map((parts) => parts.join(''));

  it('never throws and is idempotent: clean HTML stays as it is', () => {
    fc.assert(
      fc.property(html, (input) => {
        const once = sanitizeHtml(input);
        expect(normalized(sanitizeHtml(once))).toBe(normalized(once));
        expect(dangers(once)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
