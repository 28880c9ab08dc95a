import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import { pageWindow } from './pages';
import * as styles from './Pagination.css';

export type PaginationProps = {
  /** Current page, 1-based. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Texts; English defaults. */
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  pageLabel?: (page: number) => string;
  className?: string;
};

/** Page links with previous/next; the current page has `aria-current="page"`. */
export function Pagination({
  page, totalPages, onChange, label = 'Pagination', previousLabel = 'Previous page', nextLabel = 'Next page',
  pageLabel = (p) => `Page ${p}`, className,
}: PaginationProps) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={styles.list}>
        <li>
          <IconButton icon="chevronLeft" flipInRtl label={previousLabel} isDisabled={page <= 1} onPress={() => onChange(page - 1)} />
        </li>
        {pageWindow(page, totalPages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden>…</li>
          ) : (
            <li key={p}>
              <Button
                variant="ghost"
                className={p === page ? `${styles.page} ${styles.current}` : styles.page}
                aria-label={pageLabel(p)}
                aria-current={p === page ? 'page' : undefined}
                onPress={() => p !== page && onChange(p)}
              >
                {p}
              </Button>
            </li>
          ),
        )}
        <li>
          <IconButton icon="chevronRight" flipInRtl label={nextLabel} isDisabled={page >= totalPages} onPress={() => onChange(page + 1)} />
        </li>
      </ul>
    </nav>
  );
}

export type LoadMoreProps = {
  shown: number;
  total: number;
  onLoadMore: () => void;
  isPending?: boolean;
  /** Button text; default "Load more". */
  label?: string;
  /** Progress text; default "Shown {shown} of {total}". */
  progressLabel?: (shown: number, total: number) => string;
  className?: string;
};

/** "Shown 24 of 120" progress with a load-more button (hidden when everything is shown). */
export function LoadMore({ shown, total, onLoadMore, isPending, label = 'Load more', progressLabel = (s, t) => `Shown ${s} of ${t}`, className }: LoadMoreProps) {
  const text = progressLabel(shown, total);
  return (
    <div className={[styles.loadMore, className].filter(Boolean).join(' ')}>
      <ProgressBar aria-label={text} label={text} showValue={false} value={shown} maxValue={Math.max(total, 1)} valueLabel={text} />
      {shown < total && <Button variant="secondary" isPending={isPending} onPress={onLoadMore}>{label}</Button>}
    </div>
  );
}
