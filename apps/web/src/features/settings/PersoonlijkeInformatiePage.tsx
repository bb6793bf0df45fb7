import { useQuery } from '@tanstack/react-query';
import { personalInfoQuery } from './api';
import { DataExportSection } from './export/DataExportSection';
import { EmailSection } from './profile/EmailSection';
import { IdentitySection } from './profile/IdentitySection';
import { PersonalDetailsForm } from './profile/PersonalDetailsForm';
import { SettingsLayout } from './SettingsLayout';
import { useAppStore } from '../../lib/store';
import { ConsentCodeSection } from './views/ConsentCodeSection';
import { PortalViewsSection } from './views/PortalViewsSection';
import './profile/profile.css';

/**
 * Mijn instellingen, persoonlijke informatie: name, address, phones and username (one form),
 * the e-mail address (confirmed through a link), BSN and date of birth (masked, read-only), who
 * viewed the portal and the consent code that lets a Stichting employee act on their behalf.
 */
export function PersoonlijkeInformatiePage() {
  const { data, isError } = useQuery(personalInfoQuery());
  // The admin viewing this portal sees the views but can neither end one nor make the code.
  const impersonated = useAppStore((state) => state.user?.impersonation !== undefined);
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
      <PortalViewsSection readOnly={impersonated} />
      {impersonated ? null : <ConsentCodeSection />}
      <DataExportSection />
    </SettingsLayout>
  );
}
