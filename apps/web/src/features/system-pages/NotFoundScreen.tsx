import { useLingui } from '@lingui/react/macro';
import { useScreenSeo } from '../seo/index.ts';
import { SystemPageView } from './SystemPageView.tsx';

/**
 * The 404 "Page not found" page of unknown routes, also shown by screens whose address names nothing. It tells the
 * head so: its own title and `noindex`, so a search engine never lists an address that is not a page.
 */
export function NotFoundView() {
  const { t } = useLingui();
  useScreenSeo({ entityTitle: t`Page not found`, notFound: true });
  return <SystemPageView page="notFound" />;
}

/** Unknown routes. */
export function Screen() {
  return <NotFoundView />;
}
