import { BACK_OFFICE_LOG_PAGE_SIZE, type BackOfficeLogEntry } from '@bp/api-schema';
import { BACK_OFFICE_ACTION_LABELS } from '@bp/domain';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type Column } from '../../../ui/data-table/DataTable';
import { formatInstant } from '../../../ui/figures';
import { ErrorState, LoadingState } from '../../../ui/states';
import { AdminNav } from '../AdminNav';
import { AuditTabs } from '../AuditTabs';
import { PageParamPaging, usePageParam } from '../page-param';
import { backOfficeLogQuery } from './api';
import '../admin.css';

const COLUMNS: Column<BackOfficeLogEntry>[] = [
  { header: 'Moment', rowHeader: true, cell: (entry) => formatInstant(entry.at) },
  { header: 'Beheerder', cell: (entry) => entry.adminEmail },
  { header: 'Handeling', cell: (entry) => BACK_OFFICE_ACTION_LABELS[entry.action] },
  { header: 'Waarover', cell: (entry) => entry.subject },
  { header: 'Reden', cell: (entry) => entry.reason ?? '—' },
];

/**
 * /admin/audit/backoffice (issue 22): every decision of the monthly cycle — NAVs proposed,
 * approved and corrected, distributions, payout batches, jobs started — with who, when and why.
 */
export function BackOfficeLogPage() {
  const page = usePageParam();
  const { data, error, isError, refetch } = useQuery(backOfficeLogQuery(page));
  const lastPage = data ? Math.max(1, Math.ceil(data.total / BACK_OFFICE_LOG_PAGE_SIZE)) : 1;
  return (
    <div className="page page-wide stack">
      <AdminNav />
      <h1 className="page-title">Auditlog</h1>
      <AuditTabs />
      <p>
        Elke beslissing in de maandcyclus: wie een koers of uitkering voorstelde en wie hem
        goedkeurde (vier ogen), correcties, uitbetaalbatches en gestarte taken, met het moment en de
        reden. Deze gegevens kunnen niet worden gewijzigd of verwijderd.
      </p>
      {isError ? (
        <ErrorState
          title="De auditlog kon niet worden geladen"
          error={error}
          onRetry={() => void refetch()}
        />
      ) : data ? (
        <>
          {data.items.length === 0 ? (
            <p>Er zijn nog geen beslissingen vastgelegd.</p>
          ) : (
            <DataTable
              caption="Beslissingen van de backoffice, nieuwste eerst"
              columns={COLUMNS}
              rows={data.items}
              rowKey={(entry) => `${entry.at}-${entry.action}-${entry.subject}`}
              narrow="stack"
            />
          )}
          <PageParamPaging page={page} lastPage={lastPage} />
        </>
      ) : (
        <LoadingState label="De auditlog wordt geladen…" />
      )}
    </div>
  );
}
