import { BUILD_VERSION } from '@bp/api-schema';
import { PAST_PERFORMANCE_WARNING } from '@bp/domain';
import { Link } from 'react-router';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { CalculatorLinkList } from '../../ui/calculator-links';
import { FOUNDATION } from './contact-details';
import './pages.css';

export function AboutPage() {
  const { productName, disclaimerUrl } = useRuntimeConfig();
  return (
    <div className="page stack">
      <h1 className="page-title">Over Beleggersportaal</h1>
      <p>
        {productName} is het online portaal voor beleggers van {FOUNDATION.name}. Hier ziet u uw
        beleggingen in onze fondsen en regelt u zelf uw zaken, op elk moment van de dag.
      </p>
      <section className="card stack" aria-labelledby="about-offer">
        <h2 id="about-offer">Wat u in het portaal kunt doen</h2>
        <ul>
          <li>
            Uw beleggingen in vastgoedfondsen volgen: contracten, transacties, rendement en
            documenten.
          </li>
          <li>
            Een nieuwe belegging toevoegen in Nederlands, Duits of Amerikaans vastgoed of in het
            leningenfonds.
          </li>
          <li>
            Berekenen wat een belegging kan opleveren, ook zonder account: een bedrag beleggen (SB),
            een lijfrente opbouwen (SUL) of een lijfrente laten uitkeren (SDIL).
          </li>
          <li>Openstaande betalingen afronden met iDEAL of een automatische incasso.</li>
          <li>Uw persoonlijke gegevens en uw wachtwoord beheren.</li>
        </ul>
      </section>
      <section className="card stack" aria-labelledby="about-calculate">
        <h2 id="about-calculate">Direct berekenen, zonder account</h2>
        <CalculatorLinkList labelledBy="about-calculate" />
      </section>
      <section className="card stack" aria-labelledby="about-who">
        <h2 id="about-who">Wie wij zijn</h2>
        <p>
          {FOUNDATION.name} voert de administratie van de fondsen. De stichting houdt het register
          van participanten bij, verwerkt stortingen, opnames en uitkeringen en verzorgt de
          rapportages aan beleggers. Vragen? Neem gerust <Link to="/contact">contact</Link> met ons
          op.
        </p>
      </section>
      <section className="alert alert-info stack" aria-labelledby="about-risk">
        <h2 id="about-risk">Risico&apos;s van beleggen</h2>
        <p>
          Beleggen brengt risico&apos;s met zich mee: u kunt (een deel van) uw inleg verliezen. De
          waarde van uw belegging kan schommelen. {PAST_PERFORMANCE_WARNING}
        </p>
        <p>
          <a href={disclaimerUrl} target="_blank" rel="noopener noreferrer">
            Lees de disclaimer
            <span className="visually-hidden"> (opent in een nieuw tabblad)</span>
          </a>
        </p>
      </section>
      <p className="muted">Versie {BUILD_VERSION}</p>
    </div>
  );
}
