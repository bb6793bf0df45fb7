import type { NavFund } from '@bp/api-schema';
import { NAV_PROPOSAL_STATUS } from '@bp/domain';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type Column } from '../../../ui/data-table/DataTable';
import { DateText, formatNav } from '../../../ui/figures';
import { ErrorState, LoadingState } from '../../../ui/states';
import { AdminNav } from '../AdminNav';
import { navProposalsQuery } from './api';
import { OPEN_COLUMNS } from './OpenProposals';
import { ProposeForm } from './ProposeForm';
import '../admin.css';
import './koersen.css';

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
