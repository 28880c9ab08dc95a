import type { Key, ReactNode, TableHTMLAttributes } from 'react';
import { visuallyHidden } from '../../theme/utils.css';
import * as styles from './ResponsiveTable.css';

/** One column: its name (the header, and each value's label on a card) and what a row shows in it. */
export interface TableColumn<Row> {
  readonly id: string;
  /** The column's name: its header where it is a table, the label beside each value where the rows are cards. */
  readonly label: string;
  readonly cell: (row: Row) => ReactNode;
  /**
   * The name is for screen readers only: no header text in sight and no label on the cards (a column of actions,
   * whose buttons name themselves).
   */
  readonly hideLabel?: boolean;
}

export type ResponsiveTableProps<Row> = Omit<TableHTMLAttributes<HTMLTableElement>, 'children'> & {
  readonly columns: readonly TableColumn<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => Key;
  /** Attributes of a row's `tr` (e.g. `data-*` for tests and styles). */
  readonly rowAttributes?: (row: Row) => Readonly<Record<string, string | number | boolean | undefined>>;
  /** Shown above the table (a page count); also its accessible name unless `aria-label` is given. */
  readonly caption?: ReactNode;
};

/**
 * Rows of values: a table where it is wide, a list of cards where it is narrow (under 600 px of its own width), each
 * card a row and each line a column's name and value. One table in both forms, so its cells, buttons and links exist
 * once and are reached in the same order by keyboard.
 *
 * The roles are written out because a table whose rows are restyled as blocks (the cards) loses its table semantics
 * in some browsers (WebKit) unless they are.
 */
export function ResponsiveTable<Row>({ columns, rows, rowKey, rowAttributes, caption, className, ...rest }: ResponsiveTableProps<Row>) {
  return (
    <div className={styles.frame}>
      <table role="table" {...rest} className={[styles.table, className].filter(Boolean).join(' ')}>
        {caption != null && <caption className={styles.caption}>{caption}</caption>}
        {/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- the
            roles a table has anyway, written out: see the comment above */}
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th role="columnheader" scope="col" key={column.id} className={styles.header}>
                {column.hideLabel ? <span className={visuallyHidden}>{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr role="row" key={rowKey(row)} {...rowAttributes?.(row)}>
              {columns.map((column) => (
                <td role="cell" key={column.id} className={styles.cell} data-label={column.hideLabel ? undefined : column.label}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
      </table>
    </div>
  );
}
