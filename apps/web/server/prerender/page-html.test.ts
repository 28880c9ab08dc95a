import { describe, expect, it } from 'vitest';
import { pageHtml, payloadUrl } from './page-html.ts';
import { barePathOf, isPublicPage, withPrefix } from './public-pages.ts';
import { pageStyles } from './page-styles.ts';

const template = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta name="description" content="Casino" />
    <title>Casino</title>
    <link rel="preload" as="fetch" crossorigin="" href="/nfx/i18n/locales?locale=en&amp;version=1">
    <link rel="preload" as="fetch" crossorigin="" href="/api/account.getInfo?locale=en&amp;version=1">
  </head>
  <body>
    <div id="root"><div class="boot" aria-hidden="true"><div class="boot-header">Casino</div></div></div>
    <script type="module" src="/assets/index.js"></script>
  </body>
</html>`;

describe('pageHtml, with a campaign popup drawn for the page', () => {
  const popup = '<div data-static-dialog="welcome" hidden><section role="dialog">Welcome</section></div>';
  const html = pageHtml(template, { path: '/gamehall', html: '<main>Hall</main>', headTags: '', styles: '', lang: 'en', dir: 'ltr', servedPopup: { html: popup, script: '/assets/served-popup-1.js' } });

  it('puts the popup after the app root and its script, async, in the head; a page without one gets neither', () => {
    expect(html).toContain(`<div id="root" data-prerendered=""><main>Hall</main></div>${popup}`);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<script type="module" async src="/assets/served-popup-1.js"></script>');
    const plain = pageHtml(template, { path: '/gamehall', html: '<main>Hall</main>', headTags: '', styles: '', lang: 'en', dir: 'ltr' });
    expect(plain).not.toContain('served-popup');
    expect(plain).not.toContain('data-static-dialog');
  });
});

describe('pageHtml', () => {
  const html = pageHtml(template, {
    path: '/ar/gamehall',
    html: '<link rel="preload" as="image" href="/banner.webp"/><main><h1>صالة الألعاب</h1></main>',
    headTags: '<title>Games</title><meta name="description" content="All games">',
    styles: '<style data-href="/assets/hall.css">.a{}</style>',
    lang: 'ar',
    dir: 'rtl',
  });

  it('puts the rendered page in #root, marked for hydration, and the page head in place of the static one', () => {
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<div id="root" data-prerendered=""><main><h1>صالة الألعاب</h1></main></div>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Games</title>');
    expect(html).not.toContain('content="Casino"');
  });

  it('moves hoisted hints into the head, preloads the payload and drops the boot preloads the payload answers', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/banner.webp"/>');
    expect(head).toContain(`href="${payloadUrl('/ar/gamehall')}"`);
    expect(head).toContain('<style data-href="/assets/hall.css">');
    expect(head).not.toContain('/nfx/i18n/locales');
    expect(head).toContain('/api/account.getInfo');
  });

  it("carries a player's payload inside the page, where nothing in it can end the block, and preloads none of its answers", () => {
    const payload = JSON.stringify({ version: 1, answers: [{ body: '{"name":"</script><!-- $& $\'"}' }] });
    const page = pageHtml(template, { path: '/loyalty/shop', html: '<main>Shop</main>', headTags: '', styles: '', lang: 'en', dir: 'ltr', payload });
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toContain('_payload.json');
    expect(head).not.toContain('/api/account.getInfo');
    const block = page.match(/<div id="root" data-prerendered=""><main>Shop<\/main><\/div><script type="application\/json" id="page-payload">([^<]*)<\/script>/);
    expect(JSON.parse(block![1]!)).toEqual(JSON.parse(payload));
  });
});

describe('public pages', () => {
  it('prerenders lists and items guests see, never player pages', () => {
    for (const path of ['/', '/gamehall', '/gamehall/slots', '/promotions/welcome', '/tournaments/3', '/jackpots/1', '/winners']) expect(isPublicPage(path)).toBe(true);
    for (const path of ['/cashier', '/profile/settings', '/bonuses', '/game/aztec', '/betting']) expect(isPublicPage(path)).toBe(false);
  });

  it('reads a link’s locale and leaves other sites and filtered lists alone', () => {
    expect(barePathOf('/ru/tournaments/2', ['en', 'ru'], 'en')).toEqual({ bare: '/tournaments/2', locale: 'ru' });
    expect(barePathOf('/tournaments/2', ['en', 'ru'], 'en')).toEqual({ bare: '/tournaments/2', locale: 'en' });
    expect(barePathOf('//evil.example/x', ['en'], 'en')).toBeUndefined();
    expect(barePathOf('/gamehall?category=live', ['en'], 'en')).toBeUndefined();
    expect(withPrefix('/', 'ru', 'en')).toBe('/ru');
    expect(withPrefix('/winners', 'en', 'en')).toBe('/winners');
  });
});

describe('pageStyles', () => {
  it('inlines the stylesheets whose classes the page uses, with no link the preload scanner would fetch', () => {
    const sheets = [
      { file: 'assets/hall.css', text: '.hall_a{color:red}', classes: new Set(['hall_a']) },
      { file: 'assets/cashier.css', text: '.cash_b{color:blue}', classes: new Set(['cash_b']) },
    ];
    const styles = pageStyles('<div class="x hall_a"></div>', sheets);
    expect(styles).toContain('<style data-href="/assets/hall.css">.hall_a{color:red}</style>');
    expect(styles).not.toContain('<link');
    expect(styles).not.toContain('cashier');
  });
});
