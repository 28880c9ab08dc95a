// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { linkInlinedStylesheets } from './inlined-styles.ts';

describe('linkInlinedStylesheets', () => {
  afterEach(() => void (document.head.innerHTML = ''));

  it('gives each inline stylesheet a disabled link to its file, once', () => {
    document.head.innerHTML = '<style data-href="/assets/index-a.css">.a{}</style><style data-href="/assets/hall-b.css">.b{}</style><style>.c{}</style>';
    linkInlinedStylesheets();
    linkInlinedStylesheets();
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link')];
    expect(links.map((l) => [l.rel, l.getAttribute('href'), l.disabled])).toEqual([
      ['stylesheet', '/assets/index-a.css', true],
      ['stylesheet', '/assets/hall-b.css', true],
    ]);
  });
});
