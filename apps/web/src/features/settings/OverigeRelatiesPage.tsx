import { SettingsLayout } from './SettingsLayout';

export function OverigeRelatiesPage() {
  return (
    <SettingsLayout title="Overige relaties">
      Hier beheert u binnenkort de gegevens van uw partner, kinderen en andere relaties.
    </SettingsLayout>
  );
}
