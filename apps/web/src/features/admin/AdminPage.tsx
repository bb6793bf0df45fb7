import type { AdminInvestorRow } from '@bp/api-schema';
import {
  formatEuro,
  INVESTOR_ACCOUNT_STATUS_LABELS,
  type InvestorSort,
  type InvestorSortColumn,
} from '@bp/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type Column } from '../../ui/data-table/DataTable';
import { ErrorState, LoadingState } from '../../ui/states';
import { investorsQuery } from './api';
import {
  PAGE_SIZE,
  rangeText,
  readInvestorQuery,
  sortParts,
  toggledSort,
  writeInvestorQuery,
  type InvestorQuery,
} from './investor-query';
import { formatInstant } from '../../ui/figures';
import { AdminNav } from './AdminNav';
import { Paging } from './Paging';
import './admin.css';

interface SortableColumn {
  column: InvestorSortColumn;
  header: string;
  numeric?: boolean;
  cell: (row: AdminInvestorRow) => React.ReactNode;
}

const COLUMNS: readonly SortableColumn[] = [
  {
    column: 'naam',
    header: 'Naam',
    cell: (row) => <Link to={`/admin/beleggers/${row.id}`}>{row.naam}</Link>,
  },
  { column: 'email', header: 'E-mailadres', cell: (row) => row.email },
  { column: 'contracten', header: 'Contracten', numeric: true, cell: (row) => row.contracten },
  {
    column: 'totaleWaarde',
    header: 'Totale waarde',
    numeric: true,
    cell: (row) => formatEuro(row.totaleWaarde),
  },
  { column: 'onbetaald', header: 'Onbetaald', numeric: true, cell: (row) => row.onbetaald },
  {
    column: 'laatsteLogin',
    header: 'Laatst ingelogd',
    cell: (row) => (row.laatsteLogin ? formatInstant(row.laatsteLogin) : 'Nooit'),
  },
  {
    column: 'status',
    header: 'Status',
    cell: (row) => INVESTOR_ACCOUNT_STATUS_LABELS[row.status],
  },
];

function columnsFor(
  sort: InvestorSort,
  onSort: (column: InvestorSortColumn) => void,
): Column<AdminInvestorRow>[] {
  const { column: sorted, descending } = sortParts(sort);
  return COLUMNS.map((column) => {
    const active = column.column === sorted;
    return {
      header: (
        <button type="button" className="sort-button" onClick={() => onSort(column.column)}>
          {column.header}
          <span aria-hidden="true">{active ? (descending ? ' ▼' : ' ▲') : ''}</span>
        </button>
      ),
      label: column.header,
      numeric: column.numeric,
      rowHeader: column.column === 'naam',
      sort: active ? (descending ? 'descending' : 'ascending') : 'none',
      cell: column.cell,
    };
  });
}

/** /admin: the investors, searched, sorted and paged by the server (issue 21, docs/ADMIN.md). */
export function AdminPage() {
  const [params, setParams] = useSearchParams();
  const query = readInvestorQuery(params);
  const [term, setTerm] = useState(query.q);
  const [shownQ, setShownQ] = useState(query.q);
  // Back or forward to another search: the field follows the URL.
  if (shownQ !== query.q) {
    setShownQ(query.q);
    setTerm(query.q);
  }
  const { data, error, isError, refetch } = useQuery(investorsQuery(query));
  const go = (next: InvestorQuery) => setParams(writeInvestorQuery(next));
  const search = (event: FormEvent) => {
    event.preventDefault();
    go({ ...query, q: term, page: 1 });
  };
  const lastPage = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  return (
    <div className="page page-wide stack">
      <AdminNav />
      <h1 className="page-title">Beleggers</h1>
      <form role="search" className="admin-search" onSubmit={search}>
        <label htmlFor="admin-zoek">
          Zoek op naam, e-mailadres, contractnummer, postcode of IBAN
        </label>
        <div className="admin-search-row">
          <input
            id="admin-zoek"
            type="search"
            className="field-input"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
          />
          <button type="submit" className="btn btn-primary">
            Zoeken
          </button>
        </div>
      </form>
      {isError ? (
        <ErrorState
          title="De beleggers konden niet worden geladen"
          error={error}
          onRetry={() => void refetch()}
        />
      ) : data ? (
        <>
          <DataTable
            caption="Beleggers"
            captionHidden
            columns={columnsFor(query.sort, (column) =>
              go({ ...query, sort: toggledSort(query.sort, column), page: 1 }),
            )}
            rows={data.items}
            rowKey={(row) => row.id}
            narrow="stack"
          />
          {data.items.length === 0 && <p>Geen beleggers gevonden.</p>}
          <Paging
            page={query.page}
            lastPage={lastPage}
            onPage={(next) => go({ ...query, page: next })}
          >
            {rangeText(query.page, data.items.length, data.total)}
          </Paging>
        </>
      ) : (
        <LoadingState label="De beleggers worden geladen…" />
      )}
    </div>
  );
}
