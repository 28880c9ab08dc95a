import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import * as styles from './EmptyState.css';

export type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Default `search`. */
  icon?: IconName;
  /** An action such as a Button ("Reset filters"). */
  action?: ReactNode;
  /** Heading level of the title; default 2. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

/** "Nothing here" for empty lists and searches. */
export function EmptyState({ title, description, icon = 'search', action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as 'h2';
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <span className={styles.icon}><Icon name={icon} size={28} /></span>
      <Heading className={styles.title}>{title}</Heading>
      {description != null && <p className={styles.description}>{description}</p>}
      {action}
    </div>
  );
}
