import { alternateLinks } from './links';

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * `sitemap.xml`: every page in every locale, each `<url>` listing its language alternates (Google's hreflang
 * sitemap form), so a crawler finds the translations without rendering a page.
 */
export function sitemapXml(input: { readonly paths: readonly string[]; readonly locales: readonly string[]; readonly defaultLocale: string; readonly origin: string }): string {
  const urls = [...new Set(input.paths)].flatMap((path) => {
    const alternates = alternateLinks(path, input.locales, input.defaultLocale, input.origin);
    const links = alternates.map((a) => `    <xhtml:link rel="alternate" hreflang="${xml(a.hreflang)}" href="${xml(a.href)}"/>`).join('\n');
    return alternates
      .filter((a) => a.hreflang !== 'x-default')
      .map((a) => `  <url>\n    <loc>${xml(a.href)}</loc>\n${links}\n  </url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
