import type { HandlerMap } from '../../core/types.ts';
import { requireLocale } from '../i18n/index.ts';
import { DEFAULT_LOCALE, isLocale } from '../i18n/locales.ts';
import { contentConfig } from './config.ts';
import { contentPage, contentPages } from './pages.ts';
import { promotions } from './promotions.ts';
import { seoSettings } from './seo.ts';

/** Headless content configuration, promotions and content pages (per path locale) and SEO settings (per host). */
export const handlers: HandlerMap = {
  'content.config': async (ctx) =>
    contentConfig(requireLocale(ctx.params.locale), {
      bettingNotice: ctx.config.bettingNotice > 0,
      analytics: ctx.config.chatAndAnalytics > 0,
      sumsubBaseUrl: ctx.config.sumsubBaseUrl ?? ctx.ownOrigin,
    }),
  'content.promotions': async (ctx) => promotions(requireLocale(ctx.params.locale)),
  'content.pages': async (ctx) => contentPages(requireLocale(ctx.params.locale)),
  'content.page': async (ctx) => contentPage(requireLocale(ctx.params.locale), ctx.params.slug),
  'content.seo': async (ctx) => seoSettings(ctx.params.host.toLowerCase(), isLocale(ctx.locale) ? ctx.locale : DEFAULT_LOCALE),
};
