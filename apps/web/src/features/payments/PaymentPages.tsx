import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function BetalingAfrondenPage() {
  return (
    <PlaceholderPage title="Betaling afronden">
      Hier rondt u binnenkort de betaling af van contracten die nog niet zijn betaald.
    </PlaceholderPage>
  );
}

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
