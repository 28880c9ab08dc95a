import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { Button } from '../Button/Button';
import { button } from '../Button/Button.css';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './SystemPage.css';

export type SystemPageProps = {
  /** Icon above the header; ignored while `pending`. Default `info`. */
  icon?: IconName;
  header: ReactNode;
  description?: ReactNode;
  /** Button text; with `onAction` or `href` the button is shown. */
  actionLabel?: ReactNode;
  onAction?: () => void;
  href?: string;
  /** The pending page shows a loader instead of the icon. */
  pending?: boolean;
  /** Loader's accessible name; default "Loading". */
  pendingLabel?: string;
  className?: string;
};

/** A full-page message (maintenance, payment success/fail/pending, not found, forbidden …). */
export function SystemPage({ icon = 'info', header, description, actionLabel, onAction, href, pending, pendingLabel, className }: SystemPageProps) {
  return (
    <section className={[styles.root, className].filter(Boolean).join(' ')} aria-busy={pending || undefined}>
      <span className={styles.visual}>
        {pending ? <Spinner size={48} label={pendingLabel} /> : <Icon name={icon} size={44} />}
      </span>
      <h1 className={styles.header}>{header}</h1>
      {description != null && <p className={styles.description}>{description}</p>}
      {actionLabel != null && href && !onAction && (
        <AriaLink href={href} className={button({ size: 'lg' })}>{actionLabel}</AriaLink>
      )}
      {actionLabel != null && onAction && (
        <Button size="lg" onPress={onAction}>{actionLabel}</Button>
      )}
    </section>
  );
}
