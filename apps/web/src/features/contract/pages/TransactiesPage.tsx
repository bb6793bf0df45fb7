import type { Contract, Transaction } from '@bp/api-schema';
import {
  formatUnits,
  STANDARD_RETURN_PERIOD_LABELS,
  STANDARD_RETURN_PERIODS,
  todayInAmsterdam,
  TRANSACTION_KIND_LABELS,
  type CalendarDate,
} from '@bp/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { transactionsCsvUrl, transactionsQuery, type TransactionsPage } from '../api';
import { DataTable, type Column } from '../../../ui/data-table/DataTable';
import { Amount, DateText, formatDate, formatNav, NOT_AVAILABLE } from '../../../ui/figures';
import {
  checkRange,
  lastYear,
  periodParams,
  PeriodPicker,
  readPeriod,
  thisYear,
  type PeriodInUrl,
  type PeriodOption,
} from '../../../ui/period';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { ContractFrame } from '../components/ContractFrame';
import { PendingSellOrders } from '../components/PendingSellOrders';

const ALL = 'alles';
// The same ready-made years as the returns page (domain returns/standard-periods.ts).
const [THIS_YEAR, LAST_YEAR] = STANDARD_RETURN_PERIODS;

function periodOptions(today: CalendarDate): PeriodOption[] {
  return [
    { id: ALL, label: 'Alle transacties', range: null },
    { id: THIS_YEAR, label: STANDARD_RETURN_PERIOD_LABELS[THIS_YEAR], range: thisYear(today) },
    { id: LAST_YEAR, label: STANDARD_RETURN_PERIOD_LABELS[LAST_YEAR], range: lastYear(today) },
  ];
}

function pageNumber(value: string | null): number {
  return value !== null && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

function Dash() {
  return (
    <>
      <span aria-hidden="true">{NOT_AVAILABLE}</span>
      <span className="visually-hidden">geen</span>
    </>
  );
}

const columns: Column<Transaction>[] = [
  { header: 'Datum', rowHeader: true, cell: (row) => <DateText date={row.datum} /> },
  { header: 'Soort', cell: (row) => TRANSACTION_KIND_LABELS[row.soort] ?? row.soort },
  { header: 'Omschrijving', cell: (row) => row.omschrijving },
  { header: 'Bedrag', numeric: true, cell: (row) => <Amount value={row.bedrag} /> },
  {
    header: 'Participaties',
    numeric: true,
    cell: (row) => (row.participaties === null ? <Dash /> : formatUnits(row.participaties)),
  },
  {
    header: 'Koers',
    numeric: true,
    cell: (row) => (row.koers === null ? <Dash /> : formatNav(row.koers)),
  },
];

interface PagerProps {
  page: TransactionsPage;
  linkTo: (pagina: number) => string;
}

function Pager({ page, linkTo }: PagerProps) {
  const pages = Math.max(1, Math.ceil(page.totaal / page.perPagina));
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pagina's met transacties">
      {page.pagina > 1 && <Link to={linkTo(page.pagina - 1)}>Vorige pagina</Link>}
      <span aria-current="page">
        Pagina {page.pagina} van {pages}
      </span>
      {page.pagina < pages && <Link to={linkTo(page.pagina + 1)}>Volgende pagina</Link>}
    </nav>
  );
}

function periodText(van: string | null, tot: string | null): string {
  if (van && tot) return ` van ${formatDate(van)} tot en met ${formatDate(tot)}`;
  return '';
}

function Transactions({ contract }: { contract: Contract }) {
  const [params, setParams] = useSearchParams();
  const today = todayInAmsterdam(new Date());
  const options = periodOptions(today);
  const period = readPeriod(
    params,
    options.map((option) => option.id),
    { presetId: ALL, van: contract.StartDatum, tot: today },
  );
  const range =
    period.kind === 'custom'
      ? checkRange(period.van, period.tot, today).range
      : (options.find((option) => option.id === period.id)?.range ?? null);
  const validPeriod = period.kind === 'preset' || range !== null;
  const pagina = pageNumber(params.get('pagina'));
  const filter = { van: range?.van ?? null, tot: range?.tot ?? null, pagina };
  const { data, error, isError, isPlaceholderData, refetch } = useQuery({
    ...transactionsQuery(contract.ContractID, filter),
    enabled: validPeriod,
  });

  const choosePeriod = (next: PeriodInUrl) => setParams(periodParams(next));
  const linkTo = (page: number) =>
    `?${new URLSearchParams({ ...periodParams(period), pagina: String(page) }).toString()}`;

  let body;
  if (!validPeriod) {
    body = <p className="muted">Kies een geldige periode om de transacties te zien.</p>;
  } else if (isError) {
    body = (
      <ErrorState
        title="De transacties konden niet worden geladen"
        error={error}
        onRetry={() => void refetch()}
      />
    );
  } else if (!data) {
    body = <LoadingState label="De transacties worden geladen…" />;
  } else if (data.totaal === 0) {
    body = (
      <EmptyState
        title={
          filter.van
            ? 'Geen transacties in deze periode'
            : 'Dit contract heeft nog geen transacties'
        }
      >
        <p>
          {filter.van
            ? 'Kies een andere periode om meer transacties te zien.'
            : 'Zodra uw eerste inleg is verwerkt, ziet u hier de transacties.'}
        </p>
      </EmptyState>
    );
  } else {
    body = (
      <div className="stack" aria-busy={isPlaceholderData}>
        <DataTable
          narrow="stack"
          caption={`Transacties${periodText(filter.van, filter.tot)} (${data.totaal} in totaal)`}
          columns={columns}
          rows={data.data}
          rowKey={(row) => row.id}
        />
        <Pager page={data} linkTo={linkTo} />
      </div>
    );
  }

  return (
    <>
      <PendingSellOrders contractId={contract.ContractID} />
      <div className="section-actions">
        <p className="muted">Alle bij- en afschrijvingen en aan- en verkopen van participaties.</p>
        {validPeriod && (
          <a
            className="btn btn-secondary"
            href={transactionsCsvUrl(contract.ContractID, filter.van, filter.tot)}
            download
          >
            Download CSV
          </a>
        )}
      </div>
      <PeriodPicker
        key={JSON.stringify(period)}
        legend="Periode"
        options={options}
        value={period}
        shownRange={range ?? { van: contract.StartDatum, tot: today }}
        today={today}
        submitLabel="Toon transacties"
        onChange={choosePeriod}
      />
      {body}
    </>
  );
}

/** /contractbeheer/:contractId/transacties: the contract's transactions, by period, as CSV too. */
export function ContractTransactiesPage() {
  return (
    <ContractFrame section="Transacties">
      {(contract) => <Transactions contract={contract} />}
    </ContractFrame>
  );
}
