import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function TwikeyResultPage() {
  return (
    <PlaceholderPage title="Resultaat incassomachtiging">
      Hier ziet u binnenkort of uw machtiging voor automatische incasso is gelukt.
    </PlaceholderPage>
  );
}

export function IdealResultPage() {
  return (
    <PlaceholderPage title="Resultaat iDEAL-betaling">
      Hier ziet u binnenkort of uw iDEAL-betaling is gelukt.
    </PlaceholderPage>
  );
}

export function SynvestIdealResultPage() {
  return (
    <PlaceholderPage title="Resultaat iDEAL-betaling fondsbelegging">
      Hier ziet u binnenkort of de iDEAL-betaling voor uw fondsbelegging is gelukt.
    </PlaceholderPage>
  );
}
