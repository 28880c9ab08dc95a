import type { BreadCrumb } from '../seo/page-seo';
import type { ApiResult } from './account.port';

/** A CMS content page shown at `/{slug}` (about, terms, privacy, …). */
export interface ContentPage {
  readonly slug: string;
  readonly title: string;
  /** Plain text: the page's meta description. */
  readonly description: string;
  /** CMS HTML: sanitise before rendering. */
  readonly content: string;
  readonly publishedAt: string;
  readonly updatedAt: string;
  readonly breadCrumbs: readonly BreadCrumb[];
}

export interface ContentPageSummary {
  readonly slug: string;
  readonly title: string;
  readonly updatedAt: string;
}

/** Content pages of a locale (`content.page`, `content.pages`). A slug the CMS does not publish is a 404 failure. */
export interface ContentPagesPort {
  getPage(locale: string, slug: string, signal?: AbortSignal): Promise<ApiResult<ContentPage>>;
  listPages(locale: string, signal?: AbortSignal): Promise<ApiResult<readonly ContentPageSummary[]>>;
}
export const ContentPagesPort = Symbol.for('ContentPagesPort');
