import { useParams } from 'react-router';
import { PlaceholderPage } from '../../ui/PlaceholderPage';

interface ContractSectionProps {
  title: string;
  /** What the section will show, completed with "van contract <id>." */
  subject: string;
}

function ContractSection({ title, subject }: ContractSectionProps) {
  const { contractId = '' } = useParams();
  return (
    <PlaceholderPage title={title}>
      Hier ziet u binnenkort {subject} van contract {contractId}.
    </PlaceholderPage>
  );
}

export function ContractTransactiesPage() {
  return <ContractSection title="Transacties" subject="de transacties" />;
}

export function ContractRendementPage() {
  return <ContractSection title="Rendement" subject="het rendement over een gekozen periode" />;
}

export function ContractGegevensPage() {
  return <ContractSection title="Contractgegevens" subject="de gegevens" />;
}

export function ContractWijzigenPage() {
  const { option } = useParams();
  return (
    <ContractSection
      title="Contract wijzigen"
      subject={option ? `de wijziging "${option}"` : 'de mogelijke wijzigingen'}
    />
  );
}

export function ContractHistoriePage() {
  return <ContractSection title="Historie" subject="de historie" />;
}

export function ContractDocumentenPage() {
  return <ContractSection title="Documenten" subject="de documenten" />;
}

export function ContractVerkochtPage() {
  return <ContractSection title="Verkocht" subject="de verkochte participaties" />;
}

export function ContractBijstortenPage() {
  return <ContractSection title="Bijstorten" subject="hoe u kunt bijstorten op de inleg" />;
}

export function ContractVerkopenPage() {
  return <ContractSection title="Verkopen" subject="hoe u participaties verkoopt" />;
}
