import type { Contract } from '@bp/api-schema';
import {
  CONTRACT_CHANGE_OPTIONS,
  CONTRACT_CHANGE_OPTION_LABELS,
  CONTRACT_STATUS,
  formatEuro,
} from '@bp/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DateText } from '../../../ui/figures';
import { changesQuery } from '../api/changes';

/** A change of the monthly deposit still to come: what holds until then. */
export function PendingDepositChange({ contract }: { contract: Contract }) {
  const { data } = useQuery({
    ...changesQuery(contract.ContractID),
    enabled: contract.Status === CONTRACT_STATUS.active,
  });
  const state = data?.maandinleg;
  if (!state?.gaatInOp) return null;
  return (
    <>
      {' '}
      (vanaf <DateText date={state.gaatInOp} style="long" />
      {state.gepauzeerdTot ? (
        <>
          , gepauzeerd tot en met <DateText date={state.gepauzeerdTot} style="long" />
        </>
      ) : null}
      ; tot dan {state.bedragNu ? formatEuro(state.bedragNu) : 'geen'} per maand)
    </>
  );
}

/** The links to wijzigen/{option}, for an active contract (the others cannot be changed). */
export function ChangeLinks({ contract }: { contract: Contract }) {
  if (contract.Status !== CONTRACT_STATUS.active || contract.EindDatum !== null) return null;
  const base = `/contractbeheer/${contract.ContractID}/wijzigen`;
  return (
    <nav className="change-links" aria-label="Contract wijzigen">
      <ul>
        {CONTRACT_CHANGE_OPTIONS.map((option) => (
          <li key={option}>
            <Link to={`${base}/${option}`}>{CONTRACT_CHANGE_OPTION_LABELS[option]} wijzigen</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
