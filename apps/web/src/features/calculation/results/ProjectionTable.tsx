import type { ProjectionRowData } from '@bp/api-schema';
import { DataTable, type Column } from '../../../ui/data-table/DataTable';
import { Amount, DateText } from '../../../ui/figures';

const columns: Column<ProjectionRowData>[] = [
  { header: 'Jaar', rowHeader: true, cell: (row) => `Jaar ${row.year}` },
  { header: 'Datum', cell: (row) => <DateText date={row.date} /> },
  { header: 'Ingelegd', numeric: true, cell: (row) => <Amount value={row.totalDeposited} /> },
  { header: 'Pessimistisch', numeric: true, cell: (row) => <Amount value={row.pessimistic} /> },
  { header: 'Verwacht', numeric: true, cell: (row) => <Amount value={row.expected} /> },
  { header: 'Optimistisch', numeric: true, cell: (row) => <Amount value={row.optimistic} /> },
];

/** The figures at the end of every year, as a table (also the chart's text alternative). */
export function ProjectionTable({ rows }: { rows: readonly ProjectionRowData[] }) {
  return (
    <DataTable
      narrow="stack"
      caption="Waarde aan het eind van elk jaar"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.year}
    />
  );
}
