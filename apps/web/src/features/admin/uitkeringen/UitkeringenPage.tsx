import type { DistributionDeclaration, DistributionTotals } from '@bp/api-schema';
import {
  DISTRIBUTION_DECLARATION_STATUS,
  DISTRIBUTION_MESSAGES,
  formatUnits,
  parseAmountPerUnit,
  parseCalendarDate,
} from '@bp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { errorMessages } from '../../../lib/http';
import { DataTable, type Column } from '../../../ui/data-table/DataTable';
import { Amount, DateText, formatInstant } from '../../../ui/figures';
import { controlAria, LabelledField } from '../../../ui/form/LabelledField';
import { ErrorState, LoadingState } from '../../../ui/states';
import { AdminNav } from '../AdminNav';
import {
  approveDistribution,
  declarationsQuery,
  declareDistribution,
  distributionKeys,
  fundsQuery,
} from './api';
import '../admin.css';

const NO_DATE = 'Vul een datum in.';
const NO_FUND = 'Kies een fonds.';
const EX_DATE_HINT = 'De participaties aan het eind van deze dag tellen.';
const AMOUNT_HINT = 'Hoogstens vier cijfers achter de komma, bijvoorbeeld 0,5000.';

type Fields = 'fund' | 'exDate' | 'payDate' | 'amount';

/** "12 contracten, 1.234,5678 participaties: € 617,28, waarvan € 500,00 uitgekeerd en € 117,28 herbelegd." */
function TotalsText({ totals }: { totals: DistributionTotals }) {
  return (
    <>
      {totals.contracts} {totals.contracts === 1 ? 'contract' : 'contracten'},{' '}
      {formatUnits(totals.units)} participaties: <Amount value={totals.total} />, waarvan{' '}
      <Amount value={totals.paidOut} /> uitgekeerd en <Amount value={totals.reinvested} />{' '}
      herbelegd.
    </>
  );
}

/** Who proposed or approved, when, and why: one line each, so a long address fits a phone. */
function Who({ email, at, reason }: { email: string; at: string | null; reason: string | null }) {
  return (
    <>
      <span className="admin-who">{email}</span>
      {at ? <span className="admin-who">{formatInstant(at)}</span> : null}
      {reason ? <span className="admin-who">{reason}</span> : null}
    </>
  );
}

const fundColumn: Column<DistributionDeclaration> = {
  header: 'Fonds',
  rowHeader: true,
  cell: (row) => `${row.fundName} (${row.fundCode})`,
};
const dateColumns: Column<DistributionDeclaration>[] = [
  { header: 'Ex-datum', cell: (row) => <DateText date={row.exDate} /> },
  { header: 'Betaaldatum', cell: (row) => <DateText date={row.payDate} /> },
  {
    header: 'Per participatie',
    numeric: true,
    cell: (row) => `€ ${formatUnits(row.amountPerUnit)}`,
  },
];

/** What the server answered when it refused, in an alert; nothing without an error. */
function Refusal({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <div className="alert alert-error" role="alert">
      {errorMessages(error).map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

/** One administrator's form: a distribution for a fund and ex-date, proposed for approval. */
function DeclareForm() {
  const client = useQueryClient();
  const funds = useQuery(fundsQuery());
  const [values, setValues] = useState({
    fund: '',
    exDate: '',
    payDate: '',
    amount: '',
    reason: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const declare = useMutation({
    mutationFn: (input: {
      fundId: number;
      exDate: string;
      payDate: string;
      amount: string;
      reason: string;
    }) =>
      declareDistribution(input.fundId, {
        exDate: input.exDate,
        payDate: input.payDate,
        amountPerUnit: input.amount,
        ...(input.reason.trim() ? { reason: input.reason.trim() } : {}),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: distributionKeys.all }),
  });
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const exDate = parseCalendarDate(values.exDate);
    const payDate = parseCalendarDate(values.payDate);
    const amount = parseAmountPerUnit(values.amount);
    const found: Partial<Record<Fields, string>> = {
      ...(values.fund ? {} : { fund: NO_FUND }),
      ...(exDate ? {} : { exDate: NO_DATE }),
      ...(payDate ? {} : { payDate: NO_DATE }),
      ...(exDate && payDate && payDate < exDate
        ? { payDate: DISTRIBUTION_MESSAGES.payBeforeEx }
        : {}),
      ...(amount ? {} : { amount: DISTRIBUTION_MESSAGES.amountFormat }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0 || !exDate || !payDate || !amount) return;
    declare.mutate({ fundId: Number(values.fund), exDate, payDate, amount, reason: values.reason });
  };
  const field = (id: string, name: Fields) => controlAria({ id, error: errors[name] });
  return (
    <section className="card stack" aria-labelledby="uitkering-voorstellen">
      <h2 id="uitkering-voorstellen">Uitkering voorstellen</h2>
      <p>
        Een uitkering gaat pas in als een tweede beheerder haar goedkeurt. Per contract wordt zij
        uitgekeerd of herbelegd, zoals het contract heeft gekozen; een verkocht contract krijgt haar
        altijd uitgekeerd.
      </p>
      <form className="stack" noValidate onSubmit={submit} aria-label="Uitkering voorstellen">
        <LabelledField id="uitkering-fonds" label="Fonds" error={errors.fund}>
          <select
            id="uitkering-fonds"
            className="field-input"
            value={values.fund}
            onChange={set('fund')}
            {...field('uitkering-fonds', 'fund')}
          >
            <option value="">Kies een fonds</option>
            {(funds.data ?? []).map((fund) => (
              <option key={fund.id} value={fund.id}>
                {fund.name} ({fund.code})
              </option>
            ))}
          </select>
        </LabelledField>
        <LabelledField
          id="uitkering-ex-datum"
          label="Ex-datum"
          hint={EX_DATE_HINT}
          error={errors.exDate}
        >
          <input
            id="uitkering-ex-datum"
            type="date"
            className="field-input"
            value={values.exDate}
            onChange={set('exDate')}
            {...controlAria({ id: 'uitkering-ex-datum', hint: EX_DATE_HINT, error: errors.exDate })}
          />
        </LabelledField>
        <LabelledField id="uitkering-betaaldatum" label="Betaaldatum" error={errors.payDate}>
          <input
            id="uitkering-betaaldatum"
            type="date"
            className="field-input"
            value={values.payDate}
            onChange={set('payDate')}
            {...field('uitkering-betaaldatum', 'payDate')}
          />
        </LabelledField>
        <LabelledField
          id="uitkering-bedrag"
          label="Bedrag per participatie (€)"
          hint={AMOUNT_HINT}
          error={errors.amount}
        >
          <input
            id="uitkering-bedrag"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className="field-input"
            value={values.amount}
            onChange={set('amount')}
            {...controlAria({ id: 'uitkering-bedrag', hint: AMOUNT_HINT, error: errors.amount })}
          />
        </LabelledField>
        <LabelledField id="uitkering-toelichting" label="Toelichting (niet verplicht)">
          <input
            id="uitkering-toelichting"
            type="text"
            className="field-input"
            maxLength={500}
            value={values.reason}
            onChange={set('reason')}
          />
        </LabelledField>
        <p>
          <button type="submit" className="btn btn-primary" disabled={declare.isPending}>
            Voorstellen
          </button>
        </p>
      </form>
      <Refusal error={declare.error} />
      {declare.isSuccess ? (
        <p className="alert alert-success" role="status">
          Voorgesteld voor het {declare.data.fundName}: <TotalsText totals={declare.data.totals} />{' '}
          Een tweede beheerder moet het goedkeuren.
        </p>
      ) : null}
    </section>
  );
}

/** The open proposals: what each would do now, and "Goedkeuren" (not for one's own). */
function OpenDeclarations({ rows }: { rows: DistributionDeclaration[] }) {
  const client = useQueryClient();
  const approve = useMutation({
    mutationFn: (row: DistributionDeclaration) => approveDistribution(row.id),
    onSettled: () => client.invalidateQueries({ queryKey: distributionKeys.all }),
  });
  const columns: Column<DistributionDeclaration>[] = [
    fundColumn,
    ...dateColumns,
    { header: 'Wat het doet', cell: (row) => <TotalsText totals={row.totals} /> },
    {
      header: 'Voorgesteld',
      cell: (row) => <Who email={row.proposedBy} at={row.proposedAt} reason={row.proposalReason} />,
    },
    {
      header: 'Acties',
      label: '',
      cell: (row) => (
        <span className="admin-actions">
          <button
            type="button"
            className="btn btn-primary"
            disabled={row.proposedByMe || approve.isPending}
            aria-describedby={row.proposedByMe ? `eigen-${row.id}` : undefined}
            onClick={() => approve.mutate(row)}
          >
            Goedkeuren
          </button>
          {row.proposedByMe ? <span id={`eigen-${row.id}`}>Door u voorgesteld</span> : null}
        </span>
      ),
    },
  ];
  return (
    <section className="stack" aria-labelledby="uitkeringen-open">
      <h2 id="uitkeringen-open">Ter goedkeuring</h2>
      <Refusal error={approve.error} />
      {approve.isSuccess ? (
        <p className="alert alert-success" role="status">
          De uitkering van het {approve.data.fundName} is goedgekeurd.
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p>Er staat geen uitkering ter goedkeuring.</p>
      ) : (
        <DataTable
          caption="Uitkeringen ter goedkeuring"
          captionHidden
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          narrow="stack"
        />
      )}
    </section>
  );
}

const approvedColumns: Column<DistributionDeclaration>[] = [
  fundColumn,
  ...dateColumns,
  {
    header: 'Goedgekeurd',
    cell: (row) => (
      <Who email={row.approvedBy ?? ''} at={row.approvedAt} reason={row.approvalReason} />
    ),
  },
  {
    header: 'Geboekt',
    cell: (row) =>
      row.payments.length === 0 ? (
        <>
          Wordt geboekt op <DateText date={row.payDate} />.
        </>
      ) : (
        <TotalsText totals={row.totals} />
      ),
  },
];

/**
 * /admin/uitkeringen (issue 22): distributions under four eyes. One administrator proposes a
 * distribution per unit for a fund and ex-date and sees what it does per fund; a second approves
 * it; then it is booked per contract (paid out or reinvested) on the pay date.
 */
export function UitkeringenPage() {
  const { data, error, isError, refetch } = useQuery(declarationsQuery());
  const open =
    data?.declarations.filter((row) => row.status === DISTRIBUTION_DECLARATION_STATUS.proposed) ??
    [];
  const approved =
    data?.declarations.filter((row) => row.status === DISTRIBUTION_DECLARATION_STATUS.approved) ??
    [];
  return (
    <div className="page page-wide stack">
      <AdminNav />
      <h1 className="page-title">Uitkeringen</h1>
      <DeclareForm />
      {isError ? (
        <ErrorState
          title="De uitkeringen konden niet worden geladen"
          error={error}
          onRetry={() => void refetch()}
        />
      ) : data ? (
        <>
          <OpenDeclarations rows={open} />
          <section className="stack" aria-labelledby="uitkeringen-goedgekeurd">
            <h2 id="uitkeringen-goedgekeurd">Goedgekeurd</h2>
            {approved.length === 0 ? (
              <p>Er zijn nog geen goedgekeurde uitkeringen.</p>
            ) : (
              <DataTable
                caption="Goedgekeurde uitkeringen"
                captionHidden
                columns={approvedColumns}
                rows={approved}
                rowKey={(row) => row.id}
                narrow="stack"
              />
            )}
          </section>
        </>
      ) : (
        <LoadingState label="De uitkeringen worden geladen…" />
      )}
    </div>
  );
}
