import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function AdminPage() {
  return (
    <PlaceholderPage title="Beheer">
      Hier zoekt u binnenkort beleggers op en kunt u namens hen in het portaal werken.
    </PlaceholderPage>
  );
}
