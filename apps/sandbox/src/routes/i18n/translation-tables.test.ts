import { describe, expect, it } from 'vitest';
import { BANNER_TEXTS } from '../banners/texts.ts';
import { FIELD_LABELS, METHOD_NAMES, NEW_CARD } from '../cashier/texts.ts';
import { LABELS } from '../content/labels.ts';
import { contentPage, contentPages } from '../content/pages.ts';
import { promotions } from '../content/promotions.ts';
import { CHARACTERS, LEVEL_NAMES, PERKS, PRODUCTS, PROGRAMS, QUESTS } from '../loyalty/texts.ts';
import { tournamentText } from '../tournaments/texts.ts';
import { LOCALE_CODES, type Translations } from './locales.ts';

// The tables are JSON files beside their modules; the compiler checks their shape, this checks what it cannot see: a
// locale too many (a typo such as `pt-BR`) and an empty text.
const TRANSLATED = LOCALE_CODES.filter((code) => code !== 'en');

const texts = (value: unknown): unknown[] => (value !== null && typeof value === 'object' ? Object.values(value).flatMap(texts) : [value]);

const tables: Record<string, Readonly<Record<string, Translations<unknown>>>> = {
  BANNER_TEXTS, FIELD_LABELS, METHOD_NAMES, NEW_CARD: { NEW_CARD }, CHARACTERS, LEVEL_NAMES, PERKS, PRODUCTS, PROGRAMS, QUESTS,
};

describe('the translation tables', () => {
  it.each(Object.entries(tables))('%s has every translated locale, and only those, for every entry', (_, table) => {
    for (const entry of Object.values(table)) expect(Object.keys(entry).sort()).toEqual([...TRANSLATED].sort());
  });

  it.each(Object.entries(tables))('%s has no empty text', (_, table) => {
    for (const text of texts(table)) if (text !== null) expect(text).toMatch(/\S/);
  });

  it('the labels, content pages and promotions answer every locale with a text of their own or the English', () => {
    expect(Object.keys(LABELS).sort()).toEqual([...LOCALE_CODES].sort());
    for (const locale of ['en', 'ru', 'pt', 'ar'] as const) {
      for (const text of texts(LABELS[locale])) expect(text).toMatch(/\S/);
      for (const { slug } of contentPages(locale).items) expect(contentPage(locale, slug).title).toMatch(/\S/);
      for (const promotion of promotions(locale).items) expect(promotion.title).toMatch(/\S/);
    }
  });

  it('the tournaments have a name in every translated locale', () => {
    for (const locale of ['ru', 'pt', 'ar'] as const) expect(tournamentText('spring-slot-race', { amount: 1, currency: 'EUR' }, locale)?.name).toMatch(/\S/);
  });
});
