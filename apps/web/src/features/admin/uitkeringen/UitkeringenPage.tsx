import type { DistributionDeclaration } from '@bp/api-schema';
import { DISTRIBUTION_DECLARATION_STATUS } from '@bp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable, type Column } from '../../../ui/data-table/DataTable';
import { DateText } from '../../../ui/figures';
import { ErrorState, LoadingState } from '../../../ui/states';
import { AdminNav } from '../AdminNav';
import { approveDistribution, declarationsQuery, distributionKeys } from './api';
import { DeclareForm } from './DeclareForm';
import { dateColumns, fundColumn, Refusal, TotalsText, Who } from './parts';
import '../admin.css';

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
