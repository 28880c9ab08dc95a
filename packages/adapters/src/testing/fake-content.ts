import { EMPTY_SEO_SETTINGS, type PageSeo, type HostSeoSettings } from '@casino/domain/seo';
import { ok } from '@casino/domain/shared';
import type { ApiResult, ContentPage, ContentPagesPort, ContentPageSummary, SeoPort } from '@casino/domain/ports';
import { RecordingFake } from './recording-fake.ts';

export function pageSeo(overrides: Partial<PageSeo> = {}): PageSeo {
  return { path: '/', title: 'Casino home', description: 'Play', robots: null, openGraph: { title: '', description: '', image: '' }, meta: [], schemaFaq: [], breadCrumbs: [], ...overrides };
}

export function contentPage(overrides: Partial<ContentPage> = {}): ContentPage {
  return {
    slug: 'terms', title: 'Terms', description: 'The rules', content: '<p>Rules</p>', publishedAt: '2026-01-01', updatedAt: '2026-02-01',
    breadCrumbs: [{ name: 'Home', link: '/' }, { name: 'Terms', link: '/terms' }], ...overrides,
  };
}

/** A SeoPort whose answer tests set; the hosts asked for are recorded. */
export class FakeSeoPort extends RecordingFake implements SeoPort {
  settings: ApiResult<HostSeoSettings> = ok(EMPTY_SEO_SETTINGS);
  getSettings(host: string) {
    return this.answer('getSettings', host, () => this.settings);
  }
}

/** A ContentPagesPort answering what tests set; slugs and locales asked for are recorded. */
export class FakeContentPagesPort extends RecordingFake implements ContentPagesPort {
  page: ApiResult<ContentPage> = ok(contentPage());
  pages: ApiResult<readonly ContentPageSummary[]> = ok([{ slug: 'terms', title: 'Terms', updatedAt: '2026-02-01' }]);
  getPage(locale: string, slug: string) {
    return this.answer('getPage', { locale, slug }, () => this.page);
  }
  listPages(locale: string) {
    return this.answer('listPages', locale, () => this.pages);
  }
}
