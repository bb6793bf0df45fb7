import { useId, type ReactNode } from 'react';
import './data-table.css';

export interface Column<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Amounts, units and percentages: right-aligned with tabular figures. */
  numeric?: boolean;
  /** The cell that names its row; it becomes a row header (th scope="row"). */
  rowHeader?: boolean;
  /** This column's cell in the totals row; the totals row appears when any column has one. */
  footer?: ReactNode;
}

interface DataTableProps<Row> {
  /** Every table says what it shows; screen readers announce the caption with the table. */
  caption: ReactNode;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Keep the caption for screen readers only, when a visible heading already says it. */
  captionHidden?: boolean;
}

function cellClass(column: { numeric?: boolean }): string | undefined {
  return column.numeric ? 'num' : undefined;
}

/**
 * A data table with column headers (scope="col"), an optional row header per row and an
 * optional totals row. Wide tables scroll sideways inside their own region.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  captionHidden = false,
}: DataTableProps<Row>) {
  const captionId = useId();
  const hasFooter = columns.some((column) => column.footer !== undefined);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls sideways must be reachable by keyboard (WCAG 2.1.1)
    <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="data-table">
        <caption id={captionId} className={captionHidden ? 'visually-hidden' : undefined}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={cellClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) =>
                column.rowHeader ? (
                  <th key={index} scope="row" className={cellClass(column)}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={index} className={cellClass(column)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {hasFooter && (
          <tfoot>
            <tr>
              {columns.map((column, index) =>
                column.rowHeader ? (
                  <th key={index} scope="row" className={cellClass(column)}>
                    {column.footer}
                  </th>
                ) : (
                  <td key={index} className={cellClass(column)}>
                    {column.footer}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
