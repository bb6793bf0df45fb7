import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type Column } from './DataTable';

interface Row {
  name: string;
  amount: string;
}

const columns: Column<Row>[] = [
  { header: 'Fonds', rowHeader: true, cell: (row) => row.name, footer: 'Totaal' },
  { header: 'Bedrag', numeric: true, cell: (row) => row.amount, footer: '€ 30,00' },
];

const rows: Row[] = [
  { name: 'Nederlands Vastgoedfonds', amount: '€ 10,00' },
  { name: 'Duits Vastgoedfonds', amount: '€ 20,00' },
];

describe('DataTable', () => {
  it('has a caption, column headers, row headers and a totals row', () => {
    render(
      <DataTable
        caption="Waarde per fonds"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.name}
        narrow="stack"
      />,
    );
    const table = screen.getByRole('table', { name: 'Waarde per fonds' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => [header.textContent, header.getAttribute('scope')])).toEqual([
      ['Fonds', 'col'],
      ['Bedrag', 'col'],
    ]);
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders.map((header) => header.textContent)).toEqual([
      'Nederlands Vastgoedfonds',
      'Duits Vastgoedfonds',
      'Totaal',
    ]);
    expect(rowHeaders[0]).toHaveAttribute('scope', 'row');
    expect(within(table).getByText('€ 30,00').closest('tfoot')).not.toBeNull();
    expect(within(table).getByText('€ 20,00').closest('td')).toHaveClass('num');
    expect(within(table).getByRole('columnheader', { name: 'Bedrag' })).toHaveClass('num');
  });

  it('scrolls sideways in a region reachable by keyboard and named by the caption', () => {
    render(
      <DataTable
        caption="Transacties"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.name}
        narrow="scroll"
      />,
    );
    const region = screen.getByRole('region', { name: 'Transacties' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
  });

  it('leaves out the totals row when no column has one, and can hide the caption', () => {
    const { container } = render(
      <DataTable
        caption="Verborgen bijschrift"
        captionHidden
        columns={columns.map(({ footer: _footer, ...column }) => column)}
        rows={rows}
        rowKey={(row) => row.name}
        narrow="scroll"
      />,
    );
    expect(container.querySelector('tfoot')).toBeNull();
    expect(container.querySelector('caption')).toHaveClass('visually-hidden');
    expect(screen.getByRole('table', { name: 'Verborgen bijschrift' })).toBeInTheDocument();
  });

  it('labels every value with its column for a stacked row on a narrow screen', () => {
    const { container } = render(
      <DataTable
        caption="Waarde per fonds"
        columns={[
          ...columns,
          { header: <span>Acties</span>, label: '', cell: () => 'Openen' },
          { header: <span>Koers</span>, label: 'Koers', cell: () => '€ 1,00' },
        ]}
        rows={rows}
        rowKey={(row) => row.name}
        narrow="stack"
      />,
    );
    expect(container.querySelector('.table-scroll')).toHaveClass('table-narrow-stack');
    const firstRow = container.querySelectorAll('tbody tr')[0];
    expect(
      [...(firstRow?.querySelectorAll('td') ?? [])].map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['Bedrag', null, 'Koers']);
    // The row header names the record: it needs no label.
    expect(firstRow?.querySelector('th')).not.toHaveAttribute('data-label');
    expect(screen.getAllByRole('cell')).toHaveLength(3 * 2 + 3);
  });

  it('keeps the columns of a scrolling table', () => {
    const { container } = render(
      <DataTable
        caption="Prognose"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.name}
        narrow="scroll"
      />,
    );
    expect(container.querySelector('.table-scroll')).toHaveClass('table-narrow-scroll');
  });
});
