import type { NavFund, NavPreviewRow, NavProposal, NavProposalRequest } from '@bp/api-schema';
import {
  formatNavChange,
  NAV_PROPOSAL_KIND,
  NAV_PROPOSAL_KIND_LABELS,
  NAV_PROPOSAL_STATUS,
} from '@bp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { errorMessages } from '../../../lib/http';
import { DataTable, type Column } from '../../../ui/data-table/DataTable';
import { DateText, formatInstant, formatNav } from '../../../ui/figures';
import { controlAria, LabelledField } from '../../../ui/form/LabelledField';
import { ErrorState, LoadingState } from '../../../ui/states';
import { AdminNav } from '../AdminNav';
import { approveNav, navKeys, navProposalsQuery, previewNavs, proposeNavs } from './api';
import '../admin.css';
import './koersen.css';

const REASON_NEEDED = 'Geef een reden op: een koers wijkt meer dan 10% af of is een correctie.';
const DATE_HINT = 'De laatste dag van een maand, bijvoorbeeld 31-03-2026.';
const NAV_HINT = 'Bijvoorbeeld 102,3456.';
const CSV_HINT =
  'Per regel fonds;datum;koers, bijvoorbeeld VG-NL;31-03-2026;102,3456. Een kopregel mag.';
const REASON_HINT =
  'Nodig omdat een koers meer dan 10% afwijkt of een gepubliceerde koers corrigeert.';

const MODES = [
  ['een', 'Eén koers'],
  ['csv', 'CSV (fonds;datum;koers)'],
] as const;

const navText = (nav: string | null) => (nav === null ? '—' : formatNav(nav));
const changeText = (change: string | null) => (change === null ? '—' : formatNavChange(change));
const needsReason = (row: { flagged: boolean; kind: string }) =>
  row.flagged || row.kind === NAV_PROPOSAL_KIND.correction;

const PREVIEW_COLUMNS: readonly Column<NavPreviewRow>[] = [
  { header: 'Regel', rowHeader: true, numeric: true, cell: (row) => row.line },
  {
    header: 'Datum',
    cell: (row) => (row.valuationDate ? <DateText date={row.valuationDate} /> : '—'),
  },
  { header: 'Vorige koers', numeric: true, cell: (row) => navText(row.previousNav) },
  { header: 'Koers', numeric: true, cell: (row) => navText(row.nav) },
  { header: 'Wijziging', numeric: true, cell: (row) => changeText(row.change) },
  {
    header: 'Markering',
    cell: (row) =>
      [row.flagged ? 'Meer dan 10%' : null, row.kind === 'correctie' ? 'Correctie' : null]
        .filter(Boolean)
        .join(', ') || '—',
  },
  {
    header: 'Problemen',
    cell: (row) =>
      row.problems.length === 0 ? (
        'Geen'
      ) : (
        <ul className="nav-problems">
          {row.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ),
  },
];

/** Propose NAVs for one fund: one entry or a CSV (pasted or a file), checked first. */
function ProposeForm({ funds }: { funds: NavFund[] }) {
  const id = useId();
  const client = useQueryClient();
  const [fundId, setFundId] = useState<number>(funds[0]?.id ?? 0);
  const [mode, setMode] = useState<'een' | 'csv'>('een');
  const [valuationDate, setValuationDate] = useState('');
  const [nav, setNav] = useState('');
  const [csv, setCsv] = useState('');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const body = (): NavProposalRequest => (mode === 'csv' ? { csv } : { valuationDate, nav });
  const check = useMutation({ mutationFn: () => previewNavs(fundId, body()) });
  const propose = useMutation({
    mutationFn: () => proposeNavs(fundId, { ...body(), ...(reason.trim() ? { reason } : {}) }),
    onSuccess: async () => {
      check.reset();
      setReason('');
      await client.invalidateQueries({ queryKey: navKeys.all });
    },
  });
  const rows = check.data?.rows ?? null;
  const reasonNeeded = rows?.some(needsReason) ?? false;
  // The check asks without a reason: a row that needs one has exactly that one problem more.
  const blocked = rows?.some((row) => row.problems.length > (needsReason(row) ? 1 : 0)) ?? true;
  const changed = () => {
    check.reset();
    propose.reset();
  };
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setCsv(await file.text());
    changed();
  };
  const onCheck = (event: FormEvent) => {
    event.preventDefault();
    propose.reset();
    check.mutate();
  };
  const onPropose = () => {
    const missing = reasonNeeded && reason.trim() === '' ? REASON_NEEDED : undefined;
    setReasonError(missing);
    if (!missing) propose.mutate();
  };
  const failure = check.error ?? propose.error;
  return (
    <section className="card stack" aria-labelledby={`${id}-titel`}>
      <h2 id={`${id}-titel`}>Koers voorstellen</h2>
      <p>
        Een tweede beheerder keurt elke koers goed voordat hij wordt gepubliceerd (vier ogen).
        Controleer eerst: u ziet per regel de vorige koers en de wijziging.
      </p>
      <form className="stack" noValidate onSubmit={onCheck} aria-label="Koers voorstellen">
        <LabelledField id={`${id}-fonds`} label="Fonds">
          <select
            id={`${id}-fonds`}
            className="field-input"
            value={fundId}
            onChange={(event) => {
              setFundId(Number(event.target.value));
              changed();
            }}
          >
            {funds.map((fund) => (
              <option key={fund.id} value={fund.id}>
                {fund.code} — {fund.name}
              </option>
            ))}
          </select>
        </LabelledField>
        <fieldset className="nav-mode">
          <legend>Invoer</legend>
          {MODES.map(([value, label]) => (
            <label key={value}>
              <input
                type="radio"
                name={`${id}-modus`}
                checked={mode === value}
                onChange={() => {
                  setMode(value);
                  changed();
                }}
              />{' '}
              {label}
            </label>
          ))}
        </fieldset>
        {mode === 'een' ? (
          <div className="nav-single">
            <LabelledField id={`${id}-datum`} label="Waarderingsdatum" hint={DATE_HINT}>
              <input
                id={`${id}-datum`}
                className="field-input"
                inputMode="numeric"
                value={valuationDate}
                onChange={(event) => {
                  setValuationDate(event.target.value);
                  changed();
                }}
                {...controlAria({ id: `${id}-datum`, hint: DATE_HINT })}
              />
            </LabelledField>
            <LabelledField id={`${id}-koers`} label="Koers" hint={NAV_HINT}>
              <input
                id={`${id}-koers`}
                className="field-input"
                inputMode="decimal"
                value={nav}
                onChange={(event) => {
                  setNav(event.target.value);
                  changed();
                }}
                {...controlAria({ id: `${id}-koers`, hint: NAV_HINT })}
              />
            </LabelledField>
          </div>
        ) : (
          <>
            <LabelledField id={`${id}-csv`} label="CSV plakken" hint={CSV_HINT}>
              <textarea
                id={`${id}-csv`}
                className="field-input nav-csv"
                rows={6}
                value={csv}
                onChange={(event) => {
                  setCsv(event.target.value);
                  changed();
                }}
                {...controlAria({ id: `${id}-csv`, hint: CSV_HINT })}
              />
            </LabelledField>
            <LabelledField id={`${id}-bestand`} label="Of kies een CSV-bestand">
              <input
                id={`${id}-bestand`}
                type="file"
                accept=".csv,text/csv,text/plain"
                onChange={(event) => void onFile(event)}
              />
            </LabelledField>
          </>
        )}
        <p>
          <button type="submit" className="btn btn-secondary" disabled={check.isPending}>
            Controleren
          </button>
        </p>
      </form>
      {failure ? (
        <div className="alert alert-error" role="alert">
          {errorMessages(failure).map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      {propose.isSuccess ? (
        <p className="alert alert-success" role="status">
          {propose.data.items.length === 1
            ? 'De koers is voorgesteld.'
            : `${propose.data.items.length} koersen zijn voorgesteld.`}{' '}
          Een tweede beheerder moet ze goedkeuren.
        </p>
      ) : null}
      {rows ? (
        <div className="stack">
          <DataTable
            caption="Controle van de koersen"
            columns={PREVIEW_COLUMNS}
            rows={rows}
            rowKey={(row) => row.line}
            narrow="stack"
          />
          <LabelledField
            id={`${id}-reden`}
            label={reasonNeeded ? 'Reden (verplicht)' : 'Reden (niet verplicht)'}
            hint={reasonNeeded ? REASON_HINT : undefined}
            error={reasonError}
          >
            <input
              id={`${id}-reden`}
              className="field-input"
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
              {...controlAria({
                id: `${id}-reden`,
                hint: reasonNeeded ? REASON_HINT : undefined,
                error: reasonError,
              })}
            />
          </LabelledField>
          <p>
            <button
              type="button"
              className="btn btn-primary"
              disabled={blocked || propose.isPending}
              onClick={onPropose}
            >
              Voorstellen
            </button>
          </p>
        </div>
      ) : null}
    </section>
  );
}

/** One open proposal's approval: the reason when it needs one, and "Goedkeuren". */
function Approve({ proposal }: { proposal: NavProposal }) {
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const approve = useMutation({
    mutationFn: () => approveNav(proposal.id, reason),
    onSuccess: () => client.invalidateQueries({ queryKey: navKeys.all }),
  });
  if (proposal.proposedByMe) {
    return (
      <span className="nav-approve">
        <button type="button" className="btn btn-secondary" disabled>
          Goedkeuren
        </button>{' '}
        <span>Door u voorgesteld</span>
      </span>
    );
  }
  const reasonId = `reden-${proposal.id}`;
  const label = `${proposal.fundCode} ${proposal.valuationDate}`;
  return (
    <span className="nav-approve stack">
      {needsReason(proposal) ? (
        <span className="field">
          <label className="field-label" htmlFor={reasonId}>
            Reden goedkeuring
          </label>
          <input
            id={reasonId}
            className="field-input"
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
        </span>
      ) : null}
      <button
        type="button"
        className="btn btn-primary"
        aria-label={`Goedkeuren: ${label}`}
        disabled={approve.isPending || (needsReason(proposal) && reason.trim() === '')}
        onClick={() => approve.mutate()}
      >
        Goedkeuren
      </button>
      {approve.isError ? (
        <span className="alert alert-error" role="alert">
          {errorMessages(approve.error).join(' ')}
        </span>
      ) : null}
    </span>
  );
}

const OPEN_COLUMNS: readonly Column<NavProposal>[] = [
  { header: 'Fonds', rowHeader: true, cell: (item) => item.fundCode },
  { header: 'Datum', cell: (item) => <DateText date={item.valuationDate} /> },
  { header: 'Koers', numeric: true, cell: (item) => formatNav(item.nav) },
  { header: 'Vorige koers', numeric: true, cell: (item) => navText(item.previousNav) },
  { header: 'Wijziging', numeric: true, cell: (item) => changeText(item.change) },
  { header: 'Soort', cell: (item) => NAV_PROPOSAL_KIND_LABELS[item.kind] },
  {
    header: 'Voorgesteld',
    cell: (item) =>
      `${item.proposedBy}, ${formatInstant(item.proposedAt)}${item.proposalReason ? ` — ${item.proposalReason}` : ''}`,
  },
  { header: 'Goedkeuren', label: '', cell: (item) => <Approve proposal={item} /> },
];

const NAV_COLUMNS: readonly Column<NavFund['navs'][number]>[] = [
  {
    header: 'Waarderingsdatum',
    rowHeader: true,
    cell: (row) => <DateText date={row.valuationDate} />,
  },
  { header: 'Koers', numeric: true, cell: (row) => formatNav(row.nav) },
];

/**
 * /admin/koersen (issue 22): the funds' NAVs, proposing new ones (one, or a CSV with a check
 * first), and approving those of another administrator (four eyes), which publishes them.
 */
export function KoersenPage() {
  const { data, error, isError, refetch } = useQuery(navProposalsQuery());
  const open = data?.items.filter((item) => item.status === NAV_PROPOSAL_STATUS.proposed) ?? [];
  return (
    <div className="page page-wide stack">
      <AdminNav />
      <h1 className="page-title">Koersen</h1>
      <p>
        Een koers wordt gepubliceerd zodra een tweede beheerder hem goedkeurt. Dan wordt de inleg
        die op die koers wacht belegd en worden de verkoopopdrachten van die datum uitgevoerd.
      </p>
      {isError ? (
        <ErrorState
          title="De koersen konden niet worden geladen"
          error={error}
          onRetry={() => void refetch()}
        />
      ) : data ? (
        <>
          <section className="stack" aria-labelledby="ter-goedkeuring">
            <h2 id="ter-goedkeuring">Ter goedkeuring</h2>
            {open.length === 0 ? (
              <p>Er staan geen koersen ter goedkeuring.</p>
            ) : (
              <DataTable
                caption="Koersen ter goedkeuring"
                captionHidden
                columns={OPEN_COLUMNS}
                rows={open}
                rowKey={(item) => item.id}
                narrow="stack"
              />
            )}
          </section>
          <ProposeForm funds={data.funds} />
          <section className="stack" aria-labelledby="koersen-per-fonds">
            <h2 id="koersen-per-fonds">Koersen per fonds</h2>
            {data.funds.map((fund) => (
              <details key={fund.id} className="card">
                <summary>
                  {fund.code} — {fund.name}
                  {fund.navs[0] ? (
                    <>
                      : laatste koers {formatNav(fund.navs[0].nav)} op{' '}
                      <DateText date={fund.navs[0].valuationDate} />
                    </>
                  ) : null}
                </summary>
                <DataTable
                  caption={`Koersen van ${fund.code}, nieuwste eerst`}
                  columns={NAV_COLUMNS}
                  rows={fund.navs}
                  rowKey={(row) => row.valuationDate}
                  narrow="stack"
                />
              </details>
            ))}
          </section>
        </>
      ) : (
        <LoadingState label="De koersen worden geladen…" />
      )}
    </div>
  );
}
