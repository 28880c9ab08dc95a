// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (locale: string) => readFileSync(new URL(`./${locale}/messages.po`, import.meta.url), 'utf8');
const entries = (po: string) => [...po.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)].map(([, id, str]) => ({ id: id!, str: str! }));

describe('translation catalogs', () => {
  const source = entries(read('en')).map((e) => e.id);

  it('the source catalog has the app strings', () => {
    expect(source.length).toBeGreaterThan(40);
  });

  for (const locale of ['ru', 'pt', 'ar']) {
    it(`${locale} translates every message of the source catalog, keeping its placeholders`, () => {
      const translated = new Map(entries(read(locale)).map((e) => [e.id, e.str]));
      const missing = source.filter((id) => !translated.get(id));
      expect(missing).toEqual([]);
      for (const id of source) {
        const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        expect(placeholders(translated.get(id) ?? ''), `${locale}: ${id}`).toEqual(placeholders(id));
      }
    });
  }
});
