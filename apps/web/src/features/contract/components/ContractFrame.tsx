import type { Contract } from '@bp/api-schema';
import { CONTRACT_STATUS } from '@bp/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, NavLink, useParams } from 'react-router';
import { HttpError } from '../../../lib/http';
import { contractQuery } from '../api';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { ContractStatusBadge } from '../../../ui/figures';
import { ErrorState, LoadingState } from '../../../ui/states';
import { parseContractId } from '../contract-id';
import { ContractTabs } from './ContractTabs';
import '../contract.css';

/** Where "back to the overview" goes: the brand's own overview page. */
function useOverview() {
  const { label } = useRuntimeConfig();
  return label === 'lijfrente'
    ? { to: '/mijn-investeringen', name: 'Mijn investeringen' }
    : { to: '/mijn-vastgoed', name: 'Mijn vastgoed' };
}

function ContractNotFound() {
  const overview = useOverview();
  return (
    <section className="alert alert-error stack" role="alert" aria-labelledby="not-found-title">
      <h2 id="not-found-title">Contract niet gevonden</h2>
      <p>
        Wij kunnen dit contract niet vinden. Misschien is het adres niet juist, of hoort het
        contract niet bij uw account.
      </p>
      <p>
        <Link to={overview.to}>Naar {overview.name}</Link>
      </p>
    </section>
  );
}

/**
 * What the investor can do with an active contract: top up and sell. A contract awaiting its
 * first payment or sold shows neither (their pages explain why to anyone who types the address).
 */
function ContractActions({ contract }: { contract: Contract }) {
  if (contract.Status !== CONTRACT_STATUS.active) return null;
  const base = `/contractbeheer/${contract.ContractID}`;
  return (
    <ul className="contract-actions" aria-label={`Acties voor contract ${contract.Contractnummer}`}>
      <li>
        <NavLink className="btn btn-secondary" to={`${base}/bijstorten`}>
          Bijstorten
        </NavLink>
      </li>
      <li>
        <NavLink className="btn btn-secondary" to={`${base}/verkopen`}>
          Verkopen
        </NavLink>
      </li>
    </ul>
  );
}

function contractTitle(contract: Contract): string {
  return contract.Omschrijving.trim() || contract.FondsNaam;
}

interface ContractFrameProps {
  /** The section's name, the page's h1: "Transacties", "Rendement", … */
  section: string;
  children: (contract: Contract) => ReactNode;
}

/**
 * The frame of every /contractbeheer/:contractId page: the section title, which contract it is,
 * the links to the other sections, and the loading, not-found and error states of the contract.
 */
export function ContractFrame({ section, children }: ContractFrameProps) {
  const { contractId } = useParams();
  const id = parseContractId(contractId);
  const overview = useOverview();
  const { data, error, isError, refetch } = useQuery({
    ...contractQuery(id ?? 0),
    enabled: id !== null,
  });
  const notFound = id === null || (error instanceof HttpError && error.status === 404);

  let body: ReactNode;
  if (notFound) body = <ContractNotFound />;
  else if (isError) {
    body = (
      <ErrorState
        title="Het contract kon niet worden geladen"
        error={error}
        onRetry={() => void refetch()}
      />
    );
  } else if (!data) body = <LoadingState label="Het contract wordt geladen…" />;
  else body = children(data);

  return (
    <div className="page stack contract-page">
      <p className="contract-back">
        <Link to={overview.to}>Terug naar {overview.name}</Link>
      </p>
      <div className="contract-heading">
        <h1 className="page-title">{section}</h1>
        {data && !notFound && (
          <p className="contract-identity">
            <span>
              {contractTitle(data)} · contractnummer {data.Contractnummer}
            </span>
            <ContractStatusBadge status={data.Status} />
          </p>
        )}
        {data && !notFound && <ContractActions contract={data} />}
      </div>
      {data && !notFound && <ContractTabs contract={data} />}
      {body}
    </div>
  );
}
