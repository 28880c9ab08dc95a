import type { Schema } from '@casino/sdk';
import { LOCALE_CODES, type LocaleCode } from '../i18n/locales.ts';
import { LABELS } from './labels.ts';

/** SEO settings of a host (x-assumed); texts in the caller's locale. Unknown hosts get these defaults. */
export function seoSettings(host: string, locale: LocaleCode): Schema<'SeoSettings'> {
  const l = LABELS[locale];
  const origin = `https://${host}`;
  return {
    host,
    robots: { disallow: ['/profile*', '/cashier*', '/forms/*', '/_icons'] },
    webSettings: {
      // the operator's brand mark as a CMS hosts it, cut to each size by the image proxy: not the build's own
      // icons, so a page or manifest that shows these proves it read the settings
      favicons: [
        { type: 'png', size: '192x192', url: '/_ipx/f_png&s_192x192/static/brand/mark.svg' },
        { type: 'png', size: '512x512', url: '/_ipx/f_png&s_512x512/static/brand/mark.svg' },
        { type: 'apple', size: '180x180', url: '/_ipx/f_png&s_180x180/static/brand/mark.svg' },
      ],
    },
    // one entry per position, each leaving a trace a browser test can read; the disabled one must never appear
    customCode: [
      { isEnabled: false, position: 'head', code: '<meta name="custom-code-disabled" content="1">' },
      { isEnabled: true, position: 'head', code: '<meta name="custom-code" content="head"><script>window.__customCode = (window.__customCode || []).concat("head")</script>' },
      { isEnabled: true, position: 'bodyStart', code: '<div id="custom-code-body-start" hidden></div><script>window.__customCode = (window.__customCode || []).concat("bodyStart")</script>' },
      { isEnabled: true, position: 'bodyEnd', code: '<script>window.__customCode = (window.__customCode || []).concat("bodyEnd")</script>' },
    ],
    organization: {
      name: 'Casino',
      url: origin,
      logo: `${origin}/static/logo.png`,
      contactPoint: { telephone: '+44 20 0000 0000', contactType: 'customer support', areaServed: ['GB', 'BR', 'PT', 'DE', 'ES'], availableLanguage: [...LOCALE_CODES] },
      sameAs: ['https://t.me/casino_sandbox'],
    },
    pages: [
      {
        path: '/',
        title: l.seo.title,
        description: l.seo.description,
        robots: 'index, follow',
        openGraph: { title: l.seo.title, description: l.seo.description, image: `${origin}/static/og/default.png` },
        meta: [{ name: 'keywords', content: 'casino, slots, betting' }],
        schemaFaq: [{ question: 'How fast are withdrawals?', answer: 'Most withdrawals are paid within 24 hours.' }],
        breadCrumbs: [{ name: l.nav.home, link: '/' }],
      },
      {
        path: '/promotions*',
        title: l.nav.promotions,
        description: l.banner.label,
        robots: null,
        openGraph: { title: l.nav.promotions, description: l.banner.value, image: `${origin}/static/og/promotions.png` },
        meta: [],
        schemaFaq: [],
        schemaArticle: { headline: l.banner.label, description: l.banner.value, image: `${origin}/static/og/promotions.png`, datePublished: '2026-01-01', dateModified: '2026-01-01' },
        breadCrumbs: [{ name: l.nav.home, link: '/' }, { name: l.nav.promotions, link: '/promotions' }],
      },
      {
        // an exact entry beats the pattern above: the welcome package is also described as a product
        path: '/promotions/welcome',
        title: `${l.banner.label} — ${l.banner.value}`,
        description: l.banner.value,
        robots: null,
        openGraph: { title: l.banner.label, description: l.banner.value, image: `${origin}/static/offers/welcome-deposit.svg` },
        meta: [],
        schemaFaq: [],
        product: { name: l.banner.label, image: `${origin}/static/offers/welcome-deposit.svg`, description: l.banner.value, sku: 'welcome-package', brandName: 'Casino' },
        breadCrumbs: [{ name: l.nav.home, link: '/' }, { name: l.nav.promotions, link: '/promotions' }, { name: l.banner.label, link: '/promotions/welcome' }],
      },
      {
        path: '/tournaments*',
        title: l.nav.tournaments,
        description: l.seo.description,
        robots: null,
        openGraph: { title: l.nav.tournaments, description: l.seo.description, image: `${origin}/static/og/default.png` },
        meta: [],
        schemaFaq: [],
        breadCrumbs: [{ name: l.nav.home, link: '/' }, { name: l.nav.tournaments, link: '/tournaments' }],
      },
    ],
  };
}
