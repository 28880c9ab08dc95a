import type { Schema } from '@casino/sdk';
import type { LocaleCode } from '../i18n/locales.ts';
import { formsConfig } from './forms.ts';
import { LABELS } from './labels.ts';
import { areaSettings } from './settings.ts';
import { publicClient, supportPage } from './support-page.ts';

const link = (id: string, label: string, url: string, external = false, icon: string | null = null) => ({ id, label, url, external, icon });

/** The content configuration of one locale (x-assumed shape, documented in openapi/schemas/content*.yaml). */
export function contentConfig(locale: LocaleCode, options: { readonly bettingNotice?: boolean; readonly analytics?: boolean; readonly sumsubBaseUrl?: string } = {}): Schema<'ContentConfig'> {
  const l = LABELS[locale];
  return {
    locale,
    localeStrategy: 'platform',
    navigation: {
      header: [
        link('home', l.nav.home, '/', false, 'home'),
        link('casino', l.nav.casino, '/gamehall', false, 'casino'),
        link('live', l.nav.live, '/gamehall?category=live', false, 'live'),
        link('betting', l.nav.betting, '/betting', false, 'betting'),
        link('promotions', l.nav.promotions, '/promotions', false, 'gift'),
        link('tournaments', l.nav.tournaments, '/tournaments', false, 'cup'),
        link('loyalty', l.nav.loyalty, '/loyalty', false, 'star'),
      ],
      footer: [
        { id: 'about', title: l.footer.about, links: [link('terms', l.footer.terms, '/terms'), link('privacy', l.footer.privacy, '/privacy'), link('responsible', l.footer.responsible, '/responsible-game'), link('affiliates', l.footer.affiliates, 'https://affiliates.example.com', true)] },
        { id: 'help', title: l.footer.help, links: [link('faq', l.footer.faq, '/faq'), link('support', l.nav.support, '/support'), link('contacts', l.footer.contacts, '/contacts'), link('blog', l.footer.blog, 'https://blog.example.com', true)] },
      ],
    },
    banners: {
      auth: {
        isExist: true,
        label: l.banner.label,
        value: l.banner.value,
        addition: l.banner.addition,
        banner_type: locale === 'pt' ? 'compact' : 'other',
        images: { mobile: '/static/banners/auth-mobile.svg', tablet: '/static/banners/auth-tablet.svg' },
      },
    },
    forms: formsConfig(locale, l),
    featureFlags: {
      twoFactorAuth: true,
      identityVerification: true,
      responsibleGaming: true,
      betHistory: true,
      visibleBettingNotice: options.bettingNotice === true || locale === 'pt',
      clickableTitles: true,
    },
    redirects: [
      { from_url: '/old-promo*', to_url: '/promotions', external: false },
      { from_url: '/bonus?code=*', to_url: '/promotions', external: false },
      { from_url: '/partners*', to_url: 'https://affiliates.example.com', external: true },
    ],
    seo: { titleTemplate: '%s | Casino', defaultTitle: l.seo.title, defaultDescription: l.seo.description, ogImage: '/static/og/default.png' },
    support: { chat: 'freshChat', freshChat: { id: 'sandbox-freshchat', src: '/static/vendors/freshchat/widget.js', lang: locale } },
    validationMessages: l.validation,
    ...areaSettings(l),
    supportPage: supportPage(locale),
    publicClient: publicClient({ analytics: options.analytics ?? true, sumsubBaseUrl: options.sumsubBaseUrl ?? null }),
    // the offline stand-in sportsbook (src/vendors/sportsbook), on the app's origin through its proxy
    sportsbook: { url: '/static/vendors/sportsbook/', origin: null, enabled: true },
  };
}
