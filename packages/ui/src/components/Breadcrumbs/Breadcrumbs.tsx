import type { ReactNode } from 'react';
import { Breadcrumb as AriaBreadcrumb, Breadcrumbs as AriaBreadcrumbs, type BreadcrumbsProps as AriaBreadcrumbsProps } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { Link } from '../Link/Link';
import * as styles from './Breadcrumbs.css';

export type BreadcrumbItem = { id: string; label: ReactNode; href?: string; onPress?: () => void };

export type BreadcrumbsProps = Omit<AriaBreadcrumbsProps<BreadcrumbItem>, 'children' | 'items' | 'className'> & {
  items: BreadcrumbItem[];
  /** Landmark name; default "Breadcrumbs". */
  label?: string;
  className?: string;
};

/** A trail of links; the last item is the current page. Separators mirror in RTL. */
export function Breadcrumbs({ items, label = 'Breadcrumbs', className, ...rest }: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className={className}>
      <AriaBreadcrumbs {...rest} items={items} className={styles.list}>
        {(item) => (
          <AriaBreadcrumb id={item.id} className={styles.item}>
            {({ isCurrent }) => (
              <>
                <Link href={item.href} onPress={item.onPress} variant="subtle">{item.label}</Link>
                {!isCurrent && <Icon name="chevronRight" size={14} flipInRtl className={styles.separator} />}
              </>
            )}
          </AriaBreadcrumb>
        )}
      </AriaBreadcrumbs>
    </nav>
  );
}
