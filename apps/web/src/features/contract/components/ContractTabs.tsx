import type { Contract } from '@bp/api-schema';
import { NavLink } from 'react-router';
import { signOf } from '../../../ui/figures';

const SECTIONS = [
  { path: 'gegevens', label: 'Gegevens' },
  { path: 'transacties', label: 'Transacties' },
  { path: 'rendement', label: 'Rendement' },
  { path: 'historie', label: 'Historie' },
  { path: 'documenten', label: 'Documenten' },
  { path: 'verkocht', label: 'Verkocht' },
] as const;

/** The contract's sections as links; the current one carries aria-current="page". */
export function ContractTabs({ contract }: { contract: Contract }) {
  // A sale is only worth a tab when something was sold.
  const sections = SECTIONS.filter(
    (section) =>
      section.path !== 'verkocht' ||
      contract.Status === 'verkocht' ||
      signOf(contract.TotaalOnttrokken) !== 0,
  );
  return (
    <nav
      className="contract-tabs"
      aria-label={`Onderdelen van contract ${contract.Contractnummer}`}
    >
      <ul>
        {sections.map((section) => (
          <li key={section.path}>
            <NavLink to={`/contractbeheer/${contract.ContractID}/${section.path}`} end>
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
