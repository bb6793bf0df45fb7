import { useParams } from 'react-router';
import { PlaceholderPage } from '../../ui/PlaceholderPage';

interface ContractSectionProps {
  title: string;
  /** What the section will show, completed with "van contract <id>." */
  subject: string;
}

/** The contract actions that a later issue builds (changing, topping up, selling). */
function ContractSection({ title, subject }: ContractSectionProps) {
  const { contractId = '' } = useParams();
  return (
    <PlaceholderPage title={title}>
      Hier ziet u binnenkort {subject} van contract {contractId}.
    </PlaceholderPage>
  );
}

export function ContractBijstortenPage() {
  return <ContractSection title="Bijstorten" subject="hoe u kunt bijstorten op de inleg" />;
}

export function ContractVerkopenPage() {
  return <ContractSection title="Verkopen" subject="hoe u participaties verkoopt" />;
}
