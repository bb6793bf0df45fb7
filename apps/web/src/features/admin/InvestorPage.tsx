import type { AdminInvestorDetail } from '@bp/api-schema';
import {
  CONTRACT_STATUS_LABELS,
  formatEuro,
  INVESTOR_ACCOUNT_STATUS_LABELS,
  MANDATE_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  SELL_ORDER_STATUS_LABELS,
} from '@bp/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { DataTable } from '../../ui/data-table/DataTable';
import { ErrorState, LoadingState } from '../../ui/states';
import { investorQuery } from './api';
import { formatInstant } from '../../ui/figures';
import { AdminNav } from './AdminNav';
import { StartImpersonation } from './StartImpersonation';
import './admin.css';

type Detail = AdminInvestorDetail;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children ?? '–'}</dd>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card stack">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

function Personal({ detail }: { detail: Detail }) {
  const info = detail.persoonsgegevens;
  return (
    <Section title="Persoonlijke gegevens">
      <dl>
        <Field label="Naam">{detail.naam}</Field>
        <Field label="E-mailadres">{info.Email}</Field>
        <Field label="Status">{INVESTOR_ACCOUNT_STATUS_LABELS[detail.status]}</Field>
        <Field label="Geboortedatum">{info.Geboortedatum}</Field>
        <Field label="BSN">{info.Bsn}</Field>
        <Field label="Adres">
          {info.Straatnaam
            ? `${info.Straatnaam} ${info.Huisnummer ?? ''}, ${info.Postcode ?? ''} ${info.Woonplaats ?? ''}`
            : null}
        </Field>
        <Field label="Telefoon">{info.Mobiel ?? info.Telefoonnummer}</Field>
        <Field label="Account sinds">{formatInstant(detail.aangemaakt)}</Field>
      </dl>
    </Section>
  );
}

function Lists({ detail }: { detail: Detail }) {
  return (
    <>
      <Section title="Contracten">
        <DataTable
          caption="Contracten"
          captionHidden
          narrow="stack"
          rows={detail.contracten}
          rowKey={(row) => row.id}
          columns={[
            { header: 'Contractnummer', rowHeader: true, cell: (row) => row.contractnummer },
            { header: 'Fonds', cell: (row) => row.fonds },
            { header: 'Status', cell: (row) => CONTRACT_STATUS_LABELS[row.status] },
            { header: 'Waarde', numeric: true, cell: (row) => formatEuro(row.waarde) },
          ]}
        />
        {detail.contracten.length === 0 && <p>Geen contracten.</p>}
      </Section>
      <Section title="Openstaande betalingen en verkoopopdrachten">
        {detail.openBetalingen.length + detail.openVerkoopopdrachten.length === 0 ? (
          <p>Niets openstaand.</p>
        ) : (
          <ul>
            {detail.openBetalingen.map((payment) => (
              <li key={payment.id}>
                Betaling {formatEuro(payment.bedrag)} voor {payment.contractnummer} (
                {PAYMENT_STATUS_LABELS[payment.status]}, {formatInstant(payment.aangemaakt)})
              </li>
            ))}
            {detail.openVerkoopopdrachten.map((order) => (
              <li key={order.id}>
                Verkoopopdracht {order.bedrag ? formatEuro(order.bedrag) : 'alle participaties'}{' '}
                voor {order.contractnummer} ({SELL_ORDER_STATUS_LABELS[order.status]},{' '}
                {formatInstant(order.aangemaakt)})
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Machtigingen">
        {detail.mandaten.length === 0 ? (
          <p>Geen machtigingen.</p>
        ) : (
          <ul>
            {detail.mandaten.map((mandate, index) => (
              <li key={index}>
                {mandate.contractnummer}: {mandate.iban} ({MANDATE_STATUS_LABELS[mandate.status]})
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Recente activiteit">
        <h3>Laatste keren ingelogd</h3>
        {detail.sessies.length === 0 ? (
          <p>Nog nooit ingelogd.</p>
        ) : (
          <ul>
            {detail.sessies.map((session) => (
              <li key={session.ingelogd}>{formatInstant(session.ingelogd)}</li>
            ))}
          </ul>
        )}
        <h3>Gewijzigde gegevens</h3>
        {detail.wijzigingen.length === 0 ? (
          <p>Geen wijzigingen.</p>
        ) : (
          <ul>
            {detail.wijzigingen.map((change, index) => (
              <li key={index}>
                {change.veld} op {formatInstant(change.gewijzigd)}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

/** /admin/beleggers/{id}: one investor as the administrator sees them (issue 21). */
export function InvestorPage() {
  const { id = '' } = useParams();
  const { data, error, isError, refetch } = useQuery(investorQuery(id));
  return (
    <div className="page page-wide stack admin-detail">
      <AdminNav />
      <p>
        <Link to="/admin">Terug naar de beleggers</Link>
      </p>
      {isError ? (
        <>
          <h1 className="page-title">Belegger</h1>
          <ErrorState
            title="De belegger kon niet worden geladen"
            error={error}
            onRetry={() => void refetch()}
          />
        </>
      ) : data ? (
        <>
          <h1 className="page-title">{data.naam}</h1>
          <div className="admin-actions">
            <StartImpersonation investorId={id} name={data.naam} />
            <Link to={`/admin/audit?investorId=${encodeURIComponent(id)}`}>
              Auditlog van deze belegger
            </Link>
          </div>
          <Personal detail={data} />
          <Lists detail={data} />
        </>
      ) : (
        <LoadingState label="De belegger wordt geladen…" />
      )}
    </div>
  );
}
