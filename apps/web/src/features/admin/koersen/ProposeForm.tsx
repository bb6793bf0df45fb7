import type { NavFund, NavPreviewRow, NavProposalRequest } from '@bp/api-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { errorMessages } from '../../../lib/http';
import { DataTable, type Column } from '../../../ui/data-table/DataTable';
import { DateText } from '../../../ui/figures';
import { controlAria, LabelledField } from '../../../ui/form/LabelledField';
import { navKeys, previewNavs, proposeNavs } from './api';
import { changeText, navText, needsReason } from './nav-text';

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
export function ProposeForm({ funds }: { funds: NavFund[] }) {
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
