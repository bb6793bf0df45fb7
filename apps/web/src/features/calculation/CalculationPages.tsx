import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function MijnBerekeningenPage() {
  return (
    <PlaceholderPage title="Mijn berekeningen">
      Hier vindt u binnenkort uw opgeslagen berekeningen, die u later kunt afronden.
    </PlaceholderPage>
  );
}

export function BedragBeleggenPage() {
  return (
    <PlaceholderPage title="Bedrag beleggen">
      Hier berekent u binnenkort wat het beleggen van een bedrag u kan opleveren.
    </PlaceholderPage>
  );
}

export function LijfrenteOpbouwenPage() {
  return (
    <PlaceholderPage title="Lijfrente opbouwen">
      Hier berekent u binnenkort hoeveel lijfrentekapitaal u kunt opbouwen.
    </PlaceholderPage>
  );
}

export function LijfrenteUitkerenPage() {
  return (
    <PlaceholderPage title="Lijfrente uitkeren">
      Hier berekent u binnenkort welke uitkering uw lijfrentekapitaal u geeft.
    </PlaceholderPage>
  );
}
