import { ApiError } from '../../core/errors.ts';
import type { HandlerMap } from '../../core/types.ts';
import { DEFAULT_LOCALE, LOCALES, isLocale } from './locales.ts';
import { MESSAGES } from './messages.ts';

/** 404 for a locale the site does not have (content and i18n paths carry the locale). */
export function requireLocale(code: string): keyof typeof MESSAGES {
  if (!isLocale(code)) throw new ApiError('InvalidParameterException', `Unknown locale ${code}`, { status: 404, invalid_parameters: { locale: [{ code: 'not_found', message: 'Unknown locale' }] } });
  return code;
}

export const handlers: HandlerMap = {
  'i18n.locales': async () => ({ locales: LOCALES.map((l) => ({ ...l })), defaultLocale: DEFAULT_LOCALE }),
  /** The path's locale wins over the query's site locale in ctx.params (core merge order). */
  'i18n.messages': async (ctx) => MESSAGES[requireLocale(ctx.params.locale)],
};
