import { datesIn } from '@casino/domain/format';
import { Button } from '@casino/ui/button';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router';
import { useService } from '../../shared/di/react.tsx';
import { usePreloadedViewModel } from '../../shared/di/preload.tsx';
import { SafeHtml } from '../../shared/safe-html/SafeHtml.tsx';
import { LocaleStore } from '../../shared/stores/locale.store.ts';
import { useScreenSeo } from '../seo/index.ts';
import { NotFoundView } from '../system-pages/index.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import * as styles from './content-page.css.ts';
import { ContentPageViewModel } from './content-page.vm.ts';

export * from './wiring.ts';

/** `/{slug}`: a CMS content page (terms, privacy, FAQ…), loaded again when the language changes. */
export function Screen() {
  const locale = useService(LocaleStore);
  const slug = useParams().slug ?? '';
  const vm = usePreloadedViewModel(ContentPageViewModel, `content-page:${slug}:${locale.current}`, (page) => page.load(slug));
  return <ContentPageView vm={vm} localize={locale.localize} />;
}

export const ContentPageView = observer(function ContentPageView({ vm, localize }: { vm: ContentPageViewModel; localize: (path: string) => string }) {
  const { i18n } = useLingui();
  const page = vm.page;
  useScreenSeo(page ? { entityTitle: page.title, entityDescription: page.description, breadCrumbs: page.breadCrumbs } : undefined);
  if (vm.status === 'notFound') return <NotFoundView />;
  if (vm.status === 'failed') {
    return (
      <div className={styles.center} role="alert">
        <p><Trans>We could not load this page. Check your connection and try again.</Trans></p>
        <Button variant="secondary" onPress={() => void vm.retry()}><Trans>Try again</Trans></Button>
      </div>
    );
  }
  if (!page) return <div className={styles.center} role="status" aria-live="polite"><Trans>Loading…</Trans></div>;
  // a day, not a moment: read in UTC, where it was written, so no zone moves it to the day before
  const updated = datesIn(i18n.locale, 'UTC').date(Date.parse(`${page.updatedAt}T00:00:00Z`));
  return (
    <article className={styles.page} data-content-page={page.slug}>
      <Breadcrumbs crumbs={page.breadCrumbs} localize={localize} />
      <h1 className={styles.title}>{page.title}</h1>
      <p className={styles.updated}><Trans>Updated {updated}</Trans></p>
      <SafeHtml className={styles.html} html={page.content} />
    </article>
  );
});
