import { useParams } from 'react-router';
import { PlaceholderPage } from '../../ui/PlaceholderPage';

interface ContractSectionProps {
  title: string;
  /** What the section will show, completed with "van contract <id>." */
  subject: string;
}

/** The contract changes that a later issue builds. */
function ContractSection({ title, subject }: ContractSectionProps) {
  const { contractId = '' } = useParams();
  return (
    <PlaceholderPage title={title}>
      Hier ziet u binnenkort {subject} van contract {contractId}.
    </PlaceholderPage>
  );
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
