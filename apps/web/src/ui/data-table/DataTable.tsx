import { useId, type ReactNode } from 'react';
import './data-table.css';

export interface Column<Row> {
  header: ReactNode;
  /**
   * The column's name beside each value when the rows are stacked on a narrow screen; by default
   * the header when that is text. An empty label shows the value alone (action buttons).
   */
  label?: string;
  cell: (row: Row) => ReactNode;
  /** Amounts, units and percentages: right-aligned with tabular figures. */
  numeric?: boolean;
  /** The cell that names its row; it becomes a row header (th scope="row"). */
  rowHeader?: boolean;
  /** This column's cell in the totals row; the totals row appears when any column has one. */
  footer?: ReactNode;
  /** A sortable column's state (its header is then a button): aria-sort on the header. */
  sort?: 'ascending' | 'descending' | 'none';
}

/**
 * How the table fits a narrow container (a phone):
 * - `stack`: every row becomes a block of "label  value" lines (records read one at a time:
 *   transactions, documents, contracts, and a calculation's years and payments, where a phone
 *   showed only the first two columns of a scrolling table);
 * - `scroll`: the table keeps its columns and scrolls sideways inside its own region (a long
 *   series compared down a column: the value per month).
 */
export type NarrowLayout = 'stack' | 'scroll';

interface DataTableProps<Row> {
  /** Every table says what it shows; screen readers announce the caption with the table. */
  caption: ReactNode;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  narrow: NarrowLayout;
  /** Keep the caption for screen readers only, when a visible heading already says it. */
  captionHidden?: boolean;
}

function cellClass(column: { numeric?: boolean }): string | undefined {
  return column.numeric ? 'num' : undefined;
}

function labelOf<Row>(column: Column<Row>): string | undefined {
  const label = column.label ?? (typeof column.header === 'string' ? column.header : undefined);
  return label === '' ? undefined : label;
}

interface BodyCellProps<Row> {
  column: Column<Row>;
  content: ReactNode;
}

/*
 * The explicit roles below repeat what the elements already are: a stacked table changes the
 * CSS display of its rows and cells, and some browsers (WebKit) then drop the table semantics
 * unless the roles are written out.
 */

function BodyCell<Row>({ column, content }: BodyCellProps<Row>) {
  // The value sits in its own box so that a stacked row can put the label beside it.
  const value = <span className="cell-value">{content}</span>;
  return column.rowHeader ? (
    <th scope="row" role="rowheader" className={cellClass(column)}>
      {value}
    </th>
  ) : (
    // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a td in a table is a cell (a gridcell only in a grid, which jsx-a11y assumes); see above
    <td role="cell" className={cellClass(column)} data-label={labelOf(column)}>
      {value}
    </td>
  );
}

/**
 * A data table with column headers (scope="col"), an optional row header per row and an
 * optional totals row. On a narrow container it stacks its rows or scrolls sideways inside its
 * own region (`narrow`); a table wider than its container always scrolls there.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  narrow,
  captionHidden = false,
}: DataTableProps<Row>) {
  const captionId = useId();
  const hasFooter = columns.some((column) => column.footer !== undefined);
  return (
    <div
      className={`table-scroll table-narrow-${narrow}`}
      role="region"
      aria-labelledby={captionId}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls sideways must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
    >
      <table className="data-table" role="table">
        <caption id={captionId} className={captionHidden ? 'visually-hidden' : undefined}>
          {caption}
        </caption>
        <thead>
          <tr role="row">
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                role="columnheader"
                className={cellClass(column)}
                aria-sort={column.sort}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row">
              {columns.map((column, index) => (
                <BodyCell key={index} column={column} content={column.cell(row)} />
              ))}
            </tr>
          ))}
        </tbody>
        {hasFooter && (
          <tfoot>
            <tr role="row">
              {columns.map((column, index) => (
                <BodyCell key={index} column={column} content={column.footer} />
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
