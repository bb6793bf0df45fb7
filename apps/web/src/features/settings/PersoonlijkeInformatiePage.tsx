import { DataExportSection } from './export/DataExportSection';
import { SettingsLayout } from './SettingsLayout';

export function PersoonlijkeInformatiePage() {
  return (
    <SettingsLayout title="Persoonlijke informatie">
      Hier ziet en wijzigt u binnenkort uw persoonlijke gegevens.
      <DataExportSection />
    </SettingsLayout>
  );
}
