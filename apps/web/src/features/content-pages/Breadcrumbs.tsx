import type { BreadCrumb } from '@casino/domain/seo';
import { useLingui } from '@lingui/react/macro';
import { ContentLink } from '../../shared/navigation/ContentLink.tsx';
import * as styles from './content-page.css.ts';

/** The trail from the home page to this page; the last crumb is the page itself, not a link. */
export function Breadcrumbs({ crumbs, localize }: { crumbs: readonly BreadCrumb[]; localize: (path: string) => string }) {
  const { t } = useLingui();
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label={t`Breadcrumbs`}>
      <ol className={styles.crumbs}>
        {crumbs.map((crumb, index) => (
          <li key={`${index}:${crumb.link}`} className={styles.crumb}>
            {index === crumbs.length - 1 ? <span aria-current="page">{crumb.name}</span> : <ContentLink url={crumb.link} localize={localize}>{crumb.name}</ContentLink>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
