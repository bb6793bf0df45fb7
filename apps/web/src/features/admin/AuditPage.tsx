import { AUDIT_PAGE_SIZE, type AuditEntry } from '@bp/api-schema';
import { IMPERSONATION_END_REASON_LABELS, IMPERSONATION_MODE_LABELS } from '@bp/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { formatClock, formatInstant } from '../../ui/figures';
import { ErrorState, LoadingState } from '../../ui/states';
import { AdminNav } from './AdminNav';
import { AuditTabs } from './AuditTabs';
import { Paging } from './Paging';
import { auditQuery, readAuditQuery, writeAuditQuery, type AuditListQuery } from './api';
import './admin.css';

/** "Namens de belegger handelen (toestemming om 14:05)". */
export function modeText(mode: AuditEntry['mode'], consentedAt: string | null): string {
  const label = IMPERSONATION_MODE_LABELS[mode];
  return consentedAt ? `${label} (toestemming om ${formatClock(consentedAt)})` : label;
}

function endText(entry: AuditEntry): string {
  if (!entry.endedAt) return 'Loopt nog';
  const reason = entry.endReason ? `: ${IMPERSONATION_END_REASON_LABELS[entry.endReason]}` : '';
  return `${formatInstant(entry.endedAt)}${reason}`;
}

function Entry({ entry }: { entry: AuditEntry }) {
  return (
    <li className="card stack audit-entry">
      <h2>
        <Link to={`/admin/beleggers/${entry.investorId}`}>{entry.investorName}</Link>
        {', '}
        {formatInstant(entry.startedAt)}
      </h2>
      <dl>
        <dt>Beheerder</dt>
        <dd>{entry.adminEmail}</dd>
        <dt>Reden</dt>
        <dd>{entry.reason}</dd>
        <dt>Modus</dt>
        <dd>{modeText(entry.mode, entry.consentedAt)}</dd>
        <dt>Begonnen</dt>
        <dd>{formatInstant(entry.startedAt)}</dd>
        <dt>Beëindigd</dt>
        <dd>{endText(entry)}</dd>
      </dl>
      <details>
        <summary>Verzoeken ({entry.requests.length})</summary>
        {entry.requests.length === 0 ? (
          <p>Geen verzoeken.</p>
        ) : (
          <ol className="audit-requests">
            {entry.requests.map((request, index) => (
              <li key={index}>
                {formatClock(request.at)} <code>{request.method}</code> <code>{request.path}</code>{' '}
                → {request.status}
              </li>
            ))}
          </ol>
        )}
      </details>
    </li>
  );
}

/** /admin/audit: every impersonation with its reason and requests, newest first (issue 21). */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const query = readAuditQuery(params);
  const { data, error, isError, refetch } = useQuery(auditQuery(query));
  const go = (next: AuditListQuery) => setParams(writeAuditQuery(next));
  const lastPage = data ? Math.max(1, Math.ceil(data.total / AUDIT_PAGE_SIZE)) : 1;
  const filteredName = query.investorId ? data?.items[0]?.investorName : undefined;
  return (
    <div className="page page-wide stack">
      <AdminNav />
      <h1 className="page-title">Auditlog</h1>
      <AuditTabs />
      <p>
        Wie het portaal van een belegger bekeek, waarom, in welke modus, en elk verzoek dat daarbij
        werd gedaan.
      </p>
      {query.investorId ? (
        <p className="admin-actions">
          <span>Alleen {filteredName ?? 'deze belegger'}.</span>
          <Link to="/admin/audit">Alle beleggers tonen</Link>
        </p>
      ) : null}
      {isError ? (
        <ErrorState
          title="De auditlog kon niet worden geladen"
          error={error}
          onRetry={() => void refetch()}
        />
      ) : data ? (
        <>
          {data.items.length === 0 ? (
            <p>Er is nog niemands portaal bekeken.</p>
          ) : (
            <ul className="audit-list stack" aria-label="Weergaven als belegger">
              {data.items.map((entry) => (
                <Entry key={entry.id} entry={entry} />
              ))}
            </ul>
          )}
          <Paging
            page={query.page}
            lastPage={lastPage}
            onPage={(next) => go({ ...query, page: next })}
          >
            Pagina {Math.min(query.page, lastPage)} van {lastPage}
          </Paging>
        </>
      ) : (
        <LoadingState label="De auditlog wordt geladen…" />
      )}
    </div>
  );
}
