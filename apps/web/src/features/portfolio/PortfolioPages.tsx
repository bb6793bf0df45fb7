import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function MijnVastgoedPage() {
  return (
    <PlaceholderPage title="Mijn vastgoed">
      Hier ziet u binnenkort een overzicht van uw vastgoedbeleggingen en contracten.
    </PlaceholderPage>
  );
}

export function MijnInvesteringenPage() {
  return (
    <PlaceholderPage title="Mijn investeringen">
      Hier ziet u binnenkort al uw investeringen met hun actuele waarde.
    </PlaceholderPage>
  );
}

export function FondsenTabelPage() {
  return (
    <PlaceholderPage title="Fondsenoverzicht">
      Hier vindt u binnenkort alle fondsen met hun koersen en rendementen.
    </PlaceholderPage>
  );
}
