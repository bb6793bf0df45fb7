import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function WachtwoordPage() {
  return (
    <PlaceholderPage title="Wachtwoord wijzigen">
      Hier kunt u binnenkort het wachtwoord van uw account wijzigen.
    </PlaceholderPage>
  );
}

export function OverigeRelatiesPage() {
  return (
    <PlaceholderPage title="Overige relaties">
      Hier beheert u binnenkort de gegevens van uw partner, kinderen en andere relaties.
    </PlaceholderPage>
  );
}

export function PersoonlijkeInformatiePage() {
  return (
    <PlaceholderPage title="Persoonlijke informatie">
      Hier ziet en wijzigt u binnenkort uw persoonlijke gegevens.
    </PlaceholderPage>
  );
}
