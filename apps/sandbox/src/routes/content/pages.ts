import { readFileSync } from 'node:fs';
import type { Schema } from '@casino/sdk';
import { ApiError } from '../../core/errors.ts';
import type { LocaleCode } from '../i18n/locales.ts';
import { LABELS } from './labels.ts';
// The pages' texts are data in four languages, kept in pages.json; the annotation on TEXTS checks its shape at compile
// time.
import texts from './pages.json' with { type: 'json' };

type Page = Schema<'ContentPage'>;
type Text = Pick<Page, 'title' | 'description' | 'content'>;

/**
 * The content pages of the CMS stand-in (the footer links to them). English is complete; the other locales have
 * their own short texts. The terms page carries a script and an event handler so that tests prove the app
 * sanitises CMS HTML.
 */
const TEXTS: Record<'terms' | 'privacy' | 'faq' | 'contacts', Record<LocaleCode, Text>> = texts;

const PUBLISHED = '2026-01-15';
const UPDATED = '2026-10-01';
type Slug = keyof typeof TEXTS;
const isSlug = (slug: string): slug is Slug => Object.hasOwn(TEXTS, slug);

export function contentPages(locale: LocaleCode): Schema<'ContentPageList'> {
  return { items: (Object.keys(TEXTS) as Slug[]).map((slug) => ({ slug, title: TEXTS[slug][locale].title, updatedAt: UPDATED })) };
}

/**
 * Cross-site-scripting vectors (each sets `window.__xss = 1` if it ever runs), kept as data so the list grows. The
 * unlisted page `security-corpus` carries them all, for the browser test that proves the app's sanitising.
 */
const XSS_CORPUS: readonly { id: string; html: string }[] = JSON.parse(readFileSync(new URL('./xss-corpus.json', import.meta.url), 'utf8'));

/**
 * `security-corpus`: every vector on one page; `security-corpus-{id}`: one vector alone (some swallow what follows
 * them, e.g. an unclosed `<textarea>`, so the test visits those on their own).
 */
function corpusPage(slug: string): Page | undefined {
  const only = slug === 'security-corpus' ? XSS_CORPUS : XSS_CORPUS.filter((vector) => slug === `security-corpus-${vector.id}`);
  if (only.length === 0) return undefined;
  const content = only.map((vector) => `<section data-vector="${vector.id}">${vector.html}</section>`).join('\n');
  return { slug, title: 'Security corpus', description: 'Hostile HTML the app must neutralise.', content, publishedAt: PUBLISHED, updatedAt: UPDATED, breadCrumbs: [] };
}

export function contentPage(locale: LocaleCode, slug: string): Page {
  const corpus = slug.startsWith('security-corpus') ? corpusPage(slug) : undefined;
  if (corpus) return corpus;
  if (!isSlug(slug)) throw new ApiError('InvalidParameterException', `No page ${slug}`, { status: 404, invalid_parameters: { slug: [{ code: 'not_found', message: 'Unknown page' }] } });
  const text = TEXTS[slug][locale];
  return {
    slug,
    ...text,
    publishedAt: PUBLISHED,
    updatedAt: UPDATED,
    breadCrumbs: [{ name: LABELS[locale].nav.home, link: '/' }, { name: text.title, link: `/${slug}` }],
  };
}
