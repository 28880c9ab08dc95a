import { useHead } from '@unhead/react';
import type { PageHead } from './site-head.vm.ts';

const FAVICON_REL = { png: 'icon', apple: 'apple-touch-icon', ico: 'icon' } as const;
const FAVICON_TYPE = { png: 'image/png', apple: 'image/png', ico: 'image/x-icon' } as const;

/**
 * Writes a page's head through unhead, which keeps one tag per key (one title, one description, one canonical…) and
 * replaces the static ones of index.html instead of adding beside them.
 */
export function HeadTags({ head }: { head: PageHead }) {
  useHead({
    title: head.title,
    meta: [
      { key: 'description', name: 'description', content: head.description },
      { key: 'robots', name: 'robots', content: head.robots },
      { key: 'og:title', property: 'og:title', content: head.openGraph.title },
      { key: 'og:description', property: 'og:description', content: head.openGraph.description },
      { key: 'og:type', property: 'og:type', content: head.openGraph.type },
      { key: 'og:url', property: 'og:url', content: head.openGraph.url },
      { key: 'og:locale', property: 'og:locale', content: head.openGraph.locale },
      ...(head.openGraph.image ? [{ key: 'og:image', property: 'og:image', content: head.openGraph.image }] : []),
      ...head.meta.map((entry) => ({ key: `meta:${entry.name}`, name: entry.name, content: entry.content })),
    ],
    link: [
      { key: 'canonical', rel: 'canonical' as const, href: head.canonical },
      ...head.alternates.map((link) => ({ key: `alternate:${link.hreflang}`, rel: 'alternate' as const, hreflang: link.hreflang, href: link.href })),
      ...head.favicons.map((icon) => ({ key: `icon:${icon.type}:${icon.size}`, rel: FAVICON_REL[icon.type], type: FAVICON_TYPE[icon.type], sizes: icon.size, href: icon.url })),
    ],
    script: head.jsonLd.map((json, index) => ({ key: `ld:${index}`, type: 'application/ld+json', innerHTML: json })),
  });
  return null;
}
