import { SettingsLayout } from './SettingsLayout';

export function WachtwoordPage() {
  return (
    <SettingsLayout title="Wachtwoord en beveiliging">
      Hier kunt u binnenkort het wachtwoord van uw account wijzigen.
    </SettingsLayout>
  );
}
