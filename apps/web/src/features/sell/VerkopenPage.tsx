import { ContractFrame } from '../contract';

/** /contractbeheer/:contractId/verkopen: selling units back to the fund. */
export function ContractVerkopenPage() {
  return (
    <ContractFrame section="Verkopen">
      {(contract) => <p>Hier verkoopt u binnenkort participaties van {contract.FondsNaam}.</p>}
    </ContractFrame>
  );
}
