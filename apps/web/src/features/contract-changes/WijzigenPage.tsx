import type { Contract } from '@bp/api-schema';
import {
  CONTRACT_CHANGE_MESSAGES,
  CONTRACT_CHANGE_OPTIONS,
  CONTRACT_CHANGE_OPTION_HINTS,
  CONTRACT_CHANGE_OPTION_LABELS,
  CONTRACT_STATUS,
  type ContractChangeOption,
} from '@bp/domain';
import { Link, useParams } from 'react-router';
import { ContractFrame } from '../contract';
import { AccountChange } from './AccountChange';
import { ChangeHistory } from './ChangeHistory';
import { DescriptionChange } from './DescriptionChange';
import { MonthlyDepositChange } from './MonthlyDepositChange';
import './contract-changes.css';

function isOption(value: string | undefined): value is ContractChangeOption {
  return (CONTRACT_CHANGE_OPTIONS as readonly string[]).includes(value ?? '');
}

/** Why a contract cannot be changed; null when it can. */
function refusal(contract: Contract): string | null {
  if (contract.Status === CONTRACT_STATUS.sold || contract.EindDatum !== null) {
    return CONTRACT_CHANGE_MESSAGES.contractClosed;
  }
  if (contract.Status === CONTRACT_STATUS.awaitingPayment) {
    return CONTRACT_CHANGE_MESSAGES.awaitingPayment;
  }
  return null;
}

function ChoiceList({ contract }: { contract: Contract }) {
  return (
    <section className="card stack" aria-labelledby="wijzigen-keuze">
      <h2 id="wijzigen-keuze">Wat wilt u wijzigen?</h2>
      <ul className="change-choices">
        {CONTRACT_CHANGE_OPTIONS.map((option) => (
          <li key={option}>
            <Link to={`/contractbeheer/${contract.ContractID}/wijzigen/${option}`}>
              {CONTRACT_CHANGE_OPTION_LABELS[option]}
            </Link>
            <p className="muted">{CONTRACT_CHANGE_OPTION_HINTS[option]}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function OptionForm({ contract, option }: { contract: Contract; option: ContractChangeOption }) {
  switch (option) {
    case 'maandinleg':
      return <MonthlyDepositChange contract={contract} />;
    case 'omschrijving':
      return <DescriptionChange contract={contract} />;
    case 'tegenrekening':
      return <AccountChange contract={contract} />;
  }
}

function ChangeBody({ contract, option }: { contract: Contract; option: string | undefined }) {
  const refused = refusal(contract);
  const back = `/contractbeheer/${contract.ContractID}/wijzigen`;
  if (refused) return <p className="alert alert-info">{refused}</p>;
  if (option === undefined) {
    return (
      <>
        <ChoiceList contract={contract} />
        <ChangeHistory contractId={contract.ContractID} />
      </>
    );
  }
  if (!isOption(option)) {
    return (
      <section className="alert alert-error stack" role="alert">
        <p>Deze wijziging bestaat niet.</p>
        <p>
          <Link to={back}>Kies wat u wilt wijzigen</Link>
        </p>
      </section>
    );
  }
  return (
    <>
      <p>
        <Link to={back}>Terug naar de keuze van wijzigingen</Link>
      </p>
      <OptionForm contract={contract} option={option} />
      <ChangeHistory contractId={contract.ContractID} option={option} />
    </>
  );
}

/** /contractbeheer/:contractId/wijzigen/:option?: the choice, or the form of one option. */
export function ContractWijzigenPage() {
  const { option } = useParams();
  const section = isOption(option)
    ? `${CONTRACT_CHANGE_OPTION_LABELS[option]} wijzigen`
    : 'Contract wijzigen';
  return (
    <ContractFrame section={section}>
      {(contract) => <ChangeBody contract={contract} option={option} />}
    </ContractFrame>
  );
}
