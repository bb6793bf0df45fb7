import { useQuery } from '@tanstack/react-query';
import { personalInfoQuery } from './api';
import { DataExportSection } from './export/DataExportSection';
import { EmailSection } from './profile/EmailSection';
import { IdentitySection } from './profile/IdentitySection';
import { PersonalDetailsForm } from './profile/PersonalDetailsForm';
import { SettingsLayout } from './SettingsLayout';
import './profile/profile.css';

/**
 * Mijn instellingen, persoonlijke informatie: name, address, phones and username (one form),
 * the e-mail address (confirmed through a link), BSN and date of birth (masked, read-only).
 */
export function PersoonlijkeInformatiePage() {
  const { data, isError } = useQuery(personalInfoQuery());
  return (
    <SettingsLayout title="Persoonlijke informatie">
      {data ? (
        <>
          <PersonalDetailsForm key={data.Id} info={data} />
          <EmailSection current={data.Email} />
          <IdentitySection info={data} />
        </>
      ) : isError ? (
        <p className="alert alert-error" role="alert">
          Uw gegevens kunnen nu niet worden geladen. Probeer het later opnieuw.
        </p>
      ) : (
        <p role="status">Uw gegevens worden geladen…</p>
      )}
      <DataExportSection />
    </SettingsLayout>
  );
}
