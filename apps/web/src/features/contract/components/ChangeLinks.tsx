import type { Contract } from '@bp/api-schema';
import {
  CONTRACT_CHANGE_OPTIONS,
  CONTRACT_CHANGE_OPTION_LABELS,
  CONTRACT_STATUS,
} from '@bp/domain';
import { Link } from 'react-router';

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
