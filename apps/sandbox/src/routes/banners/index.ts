import type { HandlerMap } from '../../core/types.ts';
import { fieldSet, iso } from '../_money/money.ts';
import { callerLocale, inLocale, type LocaleCode } from '../i18n/locales.ts';
import { BANNER_TEXTS, type BannerText } from './texts.ts';

interface StoredTexts {
  title: string;
  text: string;
  button_text?: string | null;
  link?: string | null;
}

/** A banner's words in a locale (its link and images are the same in every one). */
const textsIn = (b: { sysname: string; texts: StoredTexts }, locale: LocaleCode): BannerText =>
  inLocale({ title: b.texts.title, text: b.texts.text, button_text: b.texts.button_text ?? null }, BANNER_TEXTS[b.sysname], locale);

/** banners.get: banners running now (started, not finished), by sort order, in the caller's locale. */
export const handlers: HandlerMap = {
  async 'banners.get'(ctx) {
    const { offset = 0, count = 10, position } = ctx.params;
    const rows = await ctx.db.query<{ id: number; sysname: string; position: string; sort: number; texts: StoredTexts; images: Record<string, string>; started_at: Date | null; finished_at: Date | null; total: string }>(
      `SELECT *, count(*) OVER ()::text AS total FROM banners
       WHERE (started_at IS NULL OR started_at <= $1) AND (finished_at IS NULL OR finished_at > $1) AND ($2::text IS NULL OR position = $2)
       ORDER BY sort, id OFFSET $3 LIMIT $4`,
      [ctx.now(), position ?? null, offset, count],
    );
    const fields = fieldSet(ctx.params.fields);
    const withDescription = fields.size === 0 || fields.has('description');
    const locale = callerLocale(ctx);
    return {
      count: Number(rows[0]?.total ?? 0),
      items: rows.map((b) => ({
        id: b.id,
        sysname: b.sysname,
        sort: b.sort,
        started_at: iso(b.started_at),
        finished_at: iso(b.finished_at),
        ...(withDescription ? { description: { position: b.position, ...textsIn(b, locale), link: b.texts.link ?? null, images: b.images } } : {}),
      })),
    };
  },
};
