// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (folder: URL, locale: string) => readFileSync(new URL(`./${locale}/messages.po`, folder), 'utf8');
const entries = (po: string) => [...po.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)].map(([, id, str]) => ({ id: id!, str: str! }));

/** The app's catalog and every feature's own (`features/<area>/locales/`). */
const features = new URL('../features/', import.meta.url);
const catalogs: [string, URL][] = [
  ['app', new URL('./', import.meta.url)],
  ...readdirSync(features)
    .filter((name) => existsSync(new URL(`./${name}/locales/`, features)))
    .map((name): [string, URL] => [name, new URL(`./${name}/locales/`, features)]),
];

describe.each(catalogs)('translation catalog of %s', (name, folder) => {
  const source = entries(read(folder, 'en')).map((e) => e.id);

  it('the source catalog has strings', () => {
    expect(source.length).toBeGreaterThan(name === 'app' ? 40 : 0);
  });

  for (const locale of ['ru', 'pt', 'ar']) {
    it(`${locale} translates every message of the source catalog, keeping its placeholders`, () => {
      const translated = new Map(entries(read(folder, locale)).map((e) => [e.id, e.str]));
      const missing = source.filter((id) => !translated.get(id));
      expect(missing).toEqual([]);
      for (const id of source) {
        const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        expect(placeholders(translated.get(id) ?? ''), `${locale}: ${id}`).toEqual(placeholders(id));
      }
    });
  }
});

// The catalogs of the features a page has loaded merge into one: a message that two catalogs translate differently
// reads one way or the other depending on which feature loaded last (the header's "Register" once became the demo
// popup's longer one and overflowed a 360 px screen).
describe('messages several catalogs share', () => {
  for (const locale of ['ru', 'pt', 'ar']) {
    it(`read the same in every catalog (${locale})`, () => {
      const seen = new Map<string, Map<string, string>>();
      for (const [name, folder] of catalogs)
        for (const { id, str } of entries(read(folder, locale))) seen.set(id, (seen.get(id) ?? new Map()).set(name, str));
      const differing = [...seen].filter(([, by]) => new Set(by.values()).size > 1).map(([id, by]) => `${id}: ${JSON.stringify(Object.fromEntries(by))}`);
      expect(differing).toEqual([]);
    });
  }
});
